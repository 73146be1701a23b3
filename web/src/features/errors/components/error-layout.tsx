import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame every error page shares: a big code, a heading, a line of text, then the page's own parts. */
export function ErrorLayout(props: { code: string; title: string; body: ReactNode; children?: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <meta name="robots" content="noindex" />
      <Typography
        component="p"
        aria-hidden="true"
        sx={{
          fontSize: { xs: '3rem', sm: '4rem' },
          fontWeight: 800,
          color: 'primary.main',
          overflowWrap: 'anywhere',
        }}
      >
        {props.code}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {props.title}
      </Typography>
      <Typography component="div" sx={{ mt: 2, color: 'text.secondary' }}>
        {props.body}
      </Typography>
      <Box sx={{ mt: 4, display: 'grid', gap: 3 }}>{props.children}</Box>
    </Container>
  );
}
