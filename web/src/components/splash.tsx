import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * Shown only while code or UI text is really loading (a lazy route chunk or a language bundle).
 * The text is fixed English because the translations may be what is still loading.
 */
export function Splash({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: fullScreen ? '100vh' : '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden="true" size={32} />
      <Typography>Initializing Pintar Assistant...</Typography>
    </Box>
  );
}
