import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { lineColour, num, obj, objs, str, strs } from './card-data';
import { CardFrame, type CardProps } from './card-frame';
import { MalaysiaZoneNote } from './malaysia-zone-note';
import { useMalaysiaTime } from './malaysia-time';
import { useInsightText } from './route-insights';
import { timetableDates } from './route-data';
import { useServerText } from './server-text';
import type { TransportCardData } from './card-types';

/** Lines with their live delay, service alerts, next departures and alternatives. */
export function TransportCard({ data: raw, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const { time, date } = useMalaysiaTime();
  const serverText = useServerText();
  const insightText = useInsightText();
  const data = raw as TransportCardData & { departures?: unknown };
  const lines = objs(data.currentStatus);
  const alerts = objs(data.serviceAlerts);
  const departures = objs(data.departures).slice(0, 10);
  const alternatives = objs(data.alternatives);
  const tips = strs(data.recommendations).map((tip) => serverText(tip));
  const freshness = obj(data.freshness);
  const asOf = timetableDates(str(freshness?.timetable));
  return (
    <CardFrame
      title={t('cards.transport.title')}
      status={status}
      onRetry={onRetry}
      testId="transport-card"
      footer={[
        asOf.length > 0 && t('cards.transit.timetableAsOf', { date: asOf.map(date).join(', ') }),
        insightText(str(freshness?.liveNote)),
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      {lines.length > 0 && (
        <Box component="ul" aria-label={t('cards.transport.lines')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lines.map((line, i) => {
            // The contract gives the live delay in seconds, null when not live.
            const seconds = num(line.delay);
            const minutes = seconds ? Math.round(seconds / 60) : 0;
            return (
              <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: lineColour(line.lineColor ?? line.color),
                  }}
                />
                <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
                  {str(line.line) ?? str(line.route) ?? str(line.mode)}
                </Typography>
                <Typography variant="body2" sx={{ color: minutes ? 'warning.main' : 'text.secondary' }}>
                  {minutes
                    ? t('cards.transport.delay', { minutes })
                    : (serverText(str(line.status)) ?? t('cards.transport.onTime'))}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      <Typography variant="body2" sx={{ fontWeight: 700, mt: 1 }}>
        {t('cards.transport.alerts')}
      </Typography>
      {alerts.length === 0 ? (
        <Typography variant="body2">{t('cards.transport.noAlerts')}</Typography>
      ) : (
        alerts.map((alert, i) => (
          <Typography
            variant="body2"
            key={i}
            sx={{ color: alert.severity === 'severe' ? 'error.main' : 'text.primary' }}
          >
            <strong>{str(alert.line) ?? str(alert.service)}</strong>: {str(alert.message)}
            {str(alert.duration) && ` (${str(alert.duration)})`}
          </Typography>
        ))
      )}
      {departures.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700, mt: 1 }}>
            {t('cards.transport.departures')}
          </Typography>
          <MalaysiaZoneNote />
          {departures.map((d, i) => (
            <Typography variant="body2" key={i}>
              {time(str(d.departure) ?? str(d.time))} · {str(d.line)} → {str(d.headsign)}
            </Typography>
          ))}
        </>
      )}
      {alternatives.map((alt, i) => (
        <Typography variant="body2" key={`alt-${i}`} sx={{ mt: i === 0 ? 1 : 0 }}>
          <strong>{str(alt.route) ?? str(alt.mode)}</strong>
          {[serverText(str(alt.description)), serverText(str(alt.duration)), str(alt.cost)]
            .filter(Boolean)
            .map((part) => ` · ${part}`)}
        </Typography>
      ))}
      {tips.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {tips.join(' ')}
        </Typography>
      )}
    </CardFrame>
  );
}
