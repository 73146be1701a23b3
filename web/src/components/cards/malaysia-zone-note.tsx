import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMalaysiaTime } from './malaysia-time';

/** "Times are Malaysia time (UTC+8)", shown only when the device's clock reads otherwise. */
export function MalaysiaZoneNote() {
  const { t } = useTranslation();
  const { labelled } = useMalaysiaTime();
  if (!labelled) return null;
  return (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }} data-testid="zone-note">
      {t('cards.time.malaysia')}
    </Typography>
  );
}
