import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown while the session is checked, before anything of the panel renders. */
export const AuthLoading = () => {
  const translate = useTranslate();
  const label = translate('pintar.auth.checking');
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <CircularProgress aria-label={label} />
      {/* The progress bar carries the same words for screen readers. */}
      <Typography aria-hidden sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
};
