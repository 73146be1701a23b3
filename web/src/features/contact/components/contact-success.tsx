import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function ContactSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone; move focus to the outcome so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Box sx={{ textAlign: 'center', py: 4 }} data-testid="contact-success">
      <CheckCircleIcon aria-hidden="true" color="success" sx={{ fontSize: 64 }} />
      <Typography
        ref={headingRef}
        tabIndex={-1}
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, mt: 2, outline: 'none' }}
      >
        {t('contact.successTitle')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('contact.successBody')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          {t('contact.backHome')}
        </Button>
        <Button variant="outlined" onClick={onSendAnother}>
          {t('contact.sendAnother')}
        </Button>
      </Stack>
    </Box>
  );
}
