import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ChatHistoryEntry } from '../../../lib/chats/chat-record';
import { SIDEBAR_CHATS } from '../../../lib/chats/chat-repository';
import { ChatListItem } from './chat-list-item';
import { ProfileMenu } from './profile-menu';
import { Hint } from '../../../components/hint';

export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

interface ChatSidebarProps {
  entries: ChatHistoryEntry[];
  currentId?: string;
  collapsed: boolean;
  /** Only on wide screens; the phone drawer closes instead. */
  onToggleCollapsed?: () => void;
  onNewChat: () => void;
  onSearch: () => void;
  onRename: (id: string, title: string) => void;
  onDelete: (entry: ChatHistoryEntry) => void;
}

export function ChatSidebar(props: ChatSidebarProps) {
  const { t } = useTranslation();
  const { entries, currentId, collapsed, onToggleCollapsed, onNewChat, onSearch } = props;
  const recent = entries.slice(0, SIDEBAR_CHATS);
  const iconAction = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Hint title={label} placement="right">
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Hint>
  );
  return (
    <Box
      component="nav"
      aria-label={t('chat.sidebar')}
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1,
        boxSizing: 'border-box',
      }}
    >
      <Box
        sx={{ display: 'flex', flexDirection: collapsed ? 'column' : 'row', alignItems: 'center', gap: 1 }}
      >
        {collapsed ? (
          iconAction(t('chat.newChat'), <AddIcon />, onNewChat)
        ) : (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNewChat} sx={{ flexGrow: 1 }}>
            {t('chat.newChat')}
          </Button>
        )}
        {iconAction(t('chat.searchChats'), <SearchIcon />, onSearch)}
        {onToggleCollapsed &&
          iconAction(
            collapsed ? t('chat.expand') : t('chat.collapse'),
            collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />,
            onToggleCollapsed,
          )}
      </Box>
      {!collapsed && (
        <Box sx={{ flexGrow: 1, overflowY: 'auto', minHeight: 0 }}>
          <Typography
            component="h2"
            variant="caption"
            sx={{ fontWeight: 700, color: 'text.secondary', px: 1 }}
          >
            {t('chat.recent')}
          </Typography>
          {recent.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', px: 1, py: 1 }}>
              {t('chat.noChats')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {recent.map((entry) => (
                <ChatListItem
                  key={entry.id}
                  entry={entry}
                  current={entry.id === currentId}
                  onRename={(title) => props.onRename(entry.id, title)}
                  onDelete={() => props.onDelete(entry)}
                />
              ))}
            </Box>
          )}
          <Link
            component={RouterLink}
            to="/chat-history"
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 1 }}
          >
            <HistoryIcon fontSize="small" aria-hidden />
            {t('chat.allHistory')}
          </Link>
        </Box>
      )}
      {collapsed && <Box sx={{ flexGrow: 1 }} />}
      <ProfileMenu collapsed={collapsed} />
    </Box>
  );
}
