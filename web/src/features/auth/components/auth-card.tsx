import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Set when the heading should take focus (a step replaced the form that had it). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The frame shared by the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, children, headingRef }: AuthCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          component="h1"
          variant="h4"
          sx={{ fontWeight: 800, outline: 'none' }}
        >
          {title}
        </Typography>
        {subtitle && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{subtitle}</Typography>}
        <Box sx={{ mt: 4 }}>{children}</Box>
      </Paper>
    </Container>
  );
}
