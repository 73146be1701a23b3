import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled, outlined card: one panel of the ops tabs (Monitoring, System). */
export const OutlinedSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
