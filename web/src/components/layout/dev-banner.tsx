import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export function DevBanner() {
  const { t } = useTranslation();
  return (
    <Box
      role="note"
      sx={(theme) => ({
        px: 2,
        py: 0.5,
        fontSize: '0.8125rem',
        textAlign: 'center',
        // Amber tones chosen for at least 4.5:1 contrast in both themes.
        bgcolor: '#fef3c7',
        color: '#78350f',
        ...theme.applyStyles('dark', { bgcolor: '#422006', color: '#fde68a' }),
      })}
    >
      {t('app.devBanner')}
    </Box>
  );
}
