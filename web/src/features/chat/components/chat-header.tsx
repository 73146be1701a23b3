import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import MenuIcon from '@mui/icons-material/Menu';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConnectionLabel } from '../utils/connection-label';
import { Hint } from '../../../components/hint';

const DOT: Record<ConnectionLabel, string> = {
  connected: 'success.main',
  typing: 'success.main',
  ready: 'success.main',
  processing: 'warning.main',
  reconnecting: 'warning.main',
  offline: 'error.main',
};

interface ChatHeaderProps {
  title: string;
  connection: ConnectionLabel;
  onMenu?: () => void;
  onShare: () => void;
  onExport: () => void;
  onNewChat: () => void;
  canExport: boolean;
}

export function ChatHeader({
  title,
  connection,
  onMenu,
  onShare,
  onExport,
  onNewChat,
  canExport,
}: ChatHeaderProps) {
  const { t } = useTranslation();
  const action = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Hint title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Hint>
  );
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
    >
      {onMenu && action(t('chat.openSidebar'), <MenuIcon />, onMenu)}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          component="h1"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 700 }}
          data-testid="chat-title"
        >
          {title}
        </Typography>
        <Box
          role="status"
          aria-label={t('chat.connection.label', { state: t(`chat.connection.${connection}`) })}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[connection] }} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="connection-state">
            {t(`chat.connection.${connection}`)}
          </Typography>
        </Box>
      </Box>
      {action(t('chat.share'), <ShareIcon />, onShare, !canExport)}
      {action(t('chat.export'), <DownloadIcon />, onExport, !canExport)}
      {action(t('chat.newChat'), <AddIcon />, onNewChat)}
    </Box>
  );
}
