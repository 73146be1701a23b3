import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AlertList } from '../alerts/AlertList';

/** The Overview's latest 4 alerts (docs/product.md, Admin tabs), live. */
export const LatestAlerts = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('pintar.ops.overview.latest_alerts')}
        </Typography>
        <AlertList type="" limit={4} />
      </CardContent>
    </Card>
  );
};
