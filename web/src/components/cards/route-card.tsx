import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Json, measureText, obj, objs, str } from './card-data';
import { CardFrame, type CardProps, SourceLine } from './card-frame';
import type { RouteCardData } from './card-types';
import { journeyOf, mapMarkers, routeLines, routeLinks, trafficOf } from './route-data';
import { TransitJourney } from './transit-journey';
import { useInsightText } from './route-insights';

// Leaflet is fetched with the first map only, never with the chat's own code.
const RouteMap = lazy(() => import('./route-map').then((m) => ({ default: m.RouteMap })));

const MODES = ['driving', 'walking', 'bicycling', 'transit'] as const;

/** The route's source as the reader's language names it (the providers keep their names). */
function useRouteSourceName() {
  const { t } = useTranslation();
  return (code: string | undefined) =>
    code === 'timetable'
      ? t('cards.route.sources.timetable')
      : code === 'estimate'
        ? t('cards.route.sources.estimate')
        : code === 'osrm'
          ? 'OSRM'
          : code === 'google'
            ? 'Google Directions'
            : code;
}

function RouteOption({ option, best }: { option: Json; best: boolean }) {
  const { t } = useTranslation();
  const traffic = trafficOf(option);
  return (
    <Box sx={{ py: 1, borderTop: best ? 0 : 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: best ? 700 : 400 }}>
        {str(option.summary) ?? t('cards.route.best')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
        <Typography variant="body2">
          {[measureText(option.distance), measureText(option.duration)].filter(Boolean).join(' · ')}
        </Typography>
        {traffic.level && (
          <Chip
            size="small"
            color={traffic.level === 'heavy' ? 'error' : traffic.level === 'moderate' ? 'warning' : 'success'}
            label={t(
              `cards.route.traffic${traffic.level === 'heavy' ? 'Heavy' : traffic.level === 'moderate' ? 'Moderate' : 'Light'}`,
            )}
          />
        )}
        {traffic.extraMinutes !== undefined && (
          <Typography variant="body2" sx={{ color: 'warning.main' }}>
            {t('cards.route.trafficExtra', { minutes: traffic.extraMinutes })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function RouteCard({ data: raw, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const routeSourceName = useRouteSourceName();
  const insightText = useInsightText();
  const data = raw as RouteCardData;
  const lines = useMemo(() => routeLines(data), [data]);
  const markers = useMemo(() => mapMarkers(data), [data]);
  const links = routeLinks(data);
  const mode = MODES.find((m) => m === data.mode);
  const best = obj(data.bestRoute);
  const alternatives = objs(data.alternatives).slice(0, 2);
  const journey = journeyOf(data);
  const insights = objs(data.insights).flatMap((insight) => {
    const message = insightText(str(insight.message));
    return message ? [{ type: insight.type, message }] : [];
  });
  const estimate = data.apiSource === 'estimate';
  return (
    <CardFrame
      title={mode ? `${t('cards.route.title')} · ${t(`cards.route.modes.${mode}`)}` : t('cards.route.title')}
      status={status}
      onRetry={onRetry}
      testId="route-card"
      footer={<SourceLine source={routeSourceName(str(data.apiSource))} asOf={str(data.asOf)} />}
    >
      {estimate && (
        <Typography variant="caption" component="p" sx={{ color: 'warning.main' }}>
          {t('cards.route.estimate')}
        </Typography>
      )}
      {journey && (
        <TransitJourney
          journey={journey}
          timetable={str(data.timetable)}
          ends={{ origin: str(obj(data.origin)?.name), destination: str(obj(data.destination)?.name) }}
        />
      )}
      {best && journey !== best && <RouteOption option={best} best />}
      {alternatives.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('cards.route.alternatives')}
          </Typography>
          {alternatives.map((option, i) => (
            <RouteOption key={i} option={option} best={false} />
          ))}
        </Box>
      )}
      {insights.length > 0 && (
        <Box component="ul" aria-label={t('cards.route.insights')} sx={{ pl: 2.5, my: 1 }}>
          {insights.map((insight, i) => (
            <Typography
              component="li"
              variant="body2"
              key={i}
              sx={{
                color:
                  insight.type === 'warning'
                    ? 'warning.main'
                    : insight.type === 'success'
                      ? 'success.main'
                      : 'text.primary',
              }}
            >
              {insight.message}
            </Typography>
          ))}
        </Box>
      )}
      {lines.length > 0 && (
        <Suspense fallback={<Typography variant="body2">{t('cards.map.loading')}</Typography>}>
          <RouteMap lines={lines} markers={markers} />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        {links.googleMaps && (
          <Link href={links.googleMaps} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('cards.route.googleMaps')}
          </Link>
        )}
        {links.streetViewOrigin && (
          <Link href={links.streetViewOrigin} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('cards.route.streetViewOrigin')}
          </Link>
        )}
        {links.streetViewDest && (
          <Link href={links.streetViewDest} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('cards.route.streetViewDest')}
          </Link>
        )}
      </Box>
    </CardFrame>
  );
}
