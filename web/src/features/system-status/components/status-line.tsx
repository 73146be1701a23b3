import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/get-system-status';

type Shown = 'checking' | 'operational' | 'degraded' | 'down' | 'unavailable';

const DOT_COLOR: Record<Shown, string> = {
  checking: 'text.disabled',
  operational: 'success.main',
  degraded: 'warning.main',
  down: 'error.main',
  unavailable: 'text.disabled',
};

/** Footer line with the platform status as measured by the API right now. */
export function StatusLine() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  let shown: Shown = 'checking';
  if (status.kind === 'error') shown = 'unavailable';
  if (status.kind === 'success') shown = status.data.status in DOT_COLOR ? status.data.status : 'unavailable';

  return (
    <Box
      role="status"
      data-testid="system-status-line"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <Box
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT_COLOR[shown] }}
      />
      <Typography variant="body2">{t(`status.${shown}`)}</Typography>
    </Box>
  );
}
