import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../site-link';
import { FOOTER_COLUMNS } from './site-links';

/** `status` is the live status line, passed in by the app so this shared layout stays feature-free. */
export function SiteFooter({ status }: { status?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', mt: 8, py: 6, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1fr 3fr' },
          }}
        >
          <div>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main' }}>
              Pintar
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('footer.tagline')}
            </Typography>
          </div>
          <Box
            component="nav"
            aria-label={t('footer.label')}
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${FOOTER_COLUMNS.length}, 1fr)` },
            }}
          >
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.heading}>
                <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {t(`footer.${column.heading}`)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {column.links.map((link) => (
                    <Typography component="li" variant="body2" key={link.label}>
                      <SiteLink label={t(`footer.${link.label}`)} to={link.to} available={link.available} />
                    </Typography>
                  ))}
                </Box>
              </div>
            ))}
          </Box>
        </Box>
        <Divider sx={{ my: 4 }} />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
            color: 'text.secondary',
          }}
        >
          {status}
          <Typography variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 2, color: 'text.secondary' }}>
          {t('footer.attribution')}
        </Typography>
      </Container>
    </Box>
  );
}
