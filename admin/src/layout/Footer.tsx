import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const Footer = () => {
  const translate = useTranslate();
  return (
    // mt auto keeps the footer at the bottom of short pages (the content column is a flexbox).
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('pintar.footer')}
      </Typography>
    </Box>
  );
};
