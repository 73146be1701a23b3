import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { str } from './card-data';
import { CardFrame, type CardProps, SourceLine } from './card-frame';
import { mapMarkers } from './route-data';

const RouteMap = lazy(() => import('./route-map').then((m) => ({ default: m.RouteMap })));
const NO_LINES: never[] = [];

/**
 * The places an answer is about, on a map (no line: a line is drawn only for a planned route). A
 * point without a name is the reader's shared location, said as such rather than as coordinates.
 */
export function MapCard({ data, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const markers = useMemo(() => mapMarkers(data), [data]);
  return (
    <CardFrame
      title={t('cards.names.map').replace(/^./, (c) => c.toLocaleUpperCase())}
      status={
        markers.length === 0 && status.state === 'loaded'
          ? { state: 'error', message: t('cards.error') }
          : status
      }
      onRetry={onRetry}
      testId="map-card"
      footer={<SourceLine source={str(data.source)} asOf={str(data.asOf)} />}
    >
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {markers.map((m, i) => (
          <Typography component="li" variant="body2" key={i}>
            {m.label ?? t('cards.transit.yourLocation')}
          </Typography>
        ))}
      </Box>
      <Suspense fallback={<Typography variant="body2">{t('cards.map.loading')}</Typography>}>
        <RouteMap lines={NO_LINES} markers={markers} />
      </Suspense>
    </CardFrame>
  );
}
