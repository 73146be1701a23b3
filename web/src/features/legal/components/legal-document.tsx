import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The `<contact>` tag of legal texts: questions go through the contact form, the only channel. */
export const CONTACT_LINK = { contact: <Link component={RouterLink} to="/contact" /> };

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: ReadonlyArray<{ id: string; heading: string; body: ReactNode }>;
}

/** /terms and /privacy (spec: last updated 1 October 2025, a back link to /login). */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Button component={RouterLink} to="/login" startIcon={<ArrowBackIcon />} sx={{ mb: 3 }}>
        {t('legal.backToLogin')}
      </Button>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('legal.lastUpdated')}</Typography>
      <Typography sx={{ mt: 4 }}>{intro}</Typography>
      {sections.map((section, index) => (
        <Box component="section" key={section.id} aria-labelledby={`legal-${section.id}`} sx={{ mt: 4 }}>
          <Typography id={`legal-${section.id}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {index + 1}. {section.heading}
          </Typography>
          <Typography sx={{ mt: 1 }}>{section.body}</Typography>
        </Box>
      ))}
    </Container>
  );
}
