import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ChatHistoryEntry } from '../../../lib/chats/chat-record';

interface ChatListItemProps {
  entry: ChatHistoryEntry;
  current: boolean;
  onRename: (title: string) => void;
  onDelete: () => void;
}

/** A recent chat: open it, rename it in place (Enter or blur saves, Escape cancels), delete it. */
export function ChatListItem({ entry, current, onRename, onDelete }: ChatListItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);

  const finish = (save: boolean) => {
    if (save && editing !== null && editing.trim() !== '' && editing.trim() !== entry.title)
      onRename(editing.trim());
    setEditing(null);
  };

  return (
    <Box
      component="li"
      data-testid="chat-list-item"
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderRadius: 1,
        bgcolor: current ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {editing !== null ? (
        <InputBase
          autoFocus
          value={editing}
          inputProps={{ 'aria-label': t('chat.renameLabel'), maxLength: 100 }}
          onChange={(e) => setEditing(e.target.value)}
          onBlur={() => finish(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finish(true);
            if (e.key === 'Escape') {
              e.stopPropagation();
              finish(false);
            }
          }}
          sx={{ flexGrow: 1, px: 1, py: 0.5, fontSize: '0.875rem' }}
        />
      ) : (
        <Link
          component={RouterLink}
          to={`/chat/${entry.id}`}
          underline="none"
          color="inherit"
          aria-current={current ? 'page' : undefined}
          sx={{ flexGrow: 1, minWidth: 0, px: 1, py: 0.75 }}
        >
          <Typography variant="body2" noWrap sx={{ fontWeight: current ? 700 : 500 }}>
            {entry.title}
          </Typography>
          {entry.preview && (
            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
              {entry.preview}
            </Typography>
          )}
        </Link>
      )}
      {editing === null && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <IconButton
            size="small"
            aria-label={`${t('chat.rename')}: ${entry.title}`}
            onClick={() => setEditing(entry.title)}
          >
            <EditOutlinedIcon fontSize="inherit" />
          </IconButton>
          <IconButton size="small" aria-label={`${t('chat.delete')}: ${entry.title}`} onClick={onDelete}>
            <DeleteOutlinedIcon fontSize="inherit" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
