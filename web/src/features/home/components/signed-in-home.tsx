import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth-context';

interface Card {
  id: string;
  title: string;
  body: string;
  action: string;
  to: string;
  /** The admin dashboard is a separate app: reached with a full page load, not the router. */
  fullPage?: boolean;
}

/** `/chat` until the chat screen arrives: a signed-in home offering what already works. */
export function SignedInHome() {
  const { t } = useTranslation();
  const { user, isAdmin } = useAuth();
  const name = user?.displayName || t('nav.userFallback');
  const cards: Card[] = [
    {
      id: 'profile',
      title: t('home.profile.title'),
      body: t('home.profile.body'),
      action: t('home.profile.action'),
      to: '/profile',
    },
    {
      id: 'contact',
      title: t('home.contact.title'),
      body: t('home.contact.body'),
      action: t('home.contact.action'),
      to: '/contact',
    },
  ];
  if (isAdmin) {
    cards.push({
      id: 'admin',
      title: t('home.admin.title'),
      body: t('home.admin.body'),
      action: t('home.admin.action'),
      to: '/admin',
      fullPage: true,
    });
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }} data-testid="welcome-heading">
        {t('home.welcome', { name })}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('home.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, mt: 5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {cards.map((card) => (
          <Paper
            key={card.id}
            variant="outlined"
            component="section"
            aria-labelledby={`home-${card.id}`}
            sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <Typography id={`home-${card.id}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {card.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{card.body}</Typography>
            <Box>
              {card.fullPage ? (
                <Button href={card.to} variant="contained">
                  {card.action}
                </Button>
              ) : (
                <Button component={RouterLink} to={card.to} variant="contained">
                  {card.action}
                </Button>
              )}
            </Box>
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
