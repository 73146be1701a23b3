import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export function ProductPage(props: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
        {props.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2, mb: 4, maxWidth: 720 }}>{props.intro}</Typography>
      {props.children}
    </Container>
  );
}

export interface Offer {
  id: string;
  title: string;
  body: string;
  action?: { label: string; to: string };
}

/** A grid of cards, each with an optional link to try the thing it describes. */
export function OfferGrid({ offers }: { offers: Offer[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {offers.map((o) => (
        <Card component="li" key={o.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flex: 1 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {o.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {o.body}
            </Typography>
          </CardContent>
          {o.action && (
            <Box sx={{ p: 2, pt: 0 }}>
              <Button component={RouterLink} to={o.action.to} size="small" variant="outlined">
                {o.action.label}
              </Button>
            </Box>
          )}
        </Card>
      ))}
    </Box>
  );
}
