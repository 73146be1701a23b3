import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Json, lineColour, minutesOf, num, obj, objs, ringgit, str } from './card-data';
import { formatDate, formatTime } from './card-frame';

/** A transit journey: legs in their line colours, walks, times, transfers, fare, timetable date. */
export function TransitJourney({ journey, asOf: timetable }: { journey: Json; asOf?: string }) {
  const { t } = useTranslation();
  const legs = objs(journey.legs);
  const transfers = num(journey.transfers);
  const fare = obj(journey.fare);
  const fareAmount = num(fare?.amount);
  const asOf = timetable ?? str(obj(journey.freshness)?.timetable) ?? str(fare?.asOf);
  return (
    <Box data-testid="transit-journey" sx={{ mb: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {[
          formatTime(str(journey.departure)) &&
            t('cards.transit.departs', { time: formatTime(str(journey.departure)) }),
          formatTime(str(journey.arrival)) &&
            t('cards.transit.arrives', { time: formatTime(str(journey.arrival)) }),
          transfers !== undefined && t('cards.transit.transfers', { count: transfers }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {legs.map((leg, i) => {
          const walk = leg.kind === 'walk';
          const from = str(obj(leg.from)?.name);
          const to = str(obj(leg.to)?.name);
          const colour = walk ? undefined : lineColour(leg.lineColor);
          return (
            <Box component="li" key={i} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
              <Box
                aria-hidden
                sx={{
                  width: 6,
                  flexShrink: 0,
                  borderRadius: 3,
                  bgcolor: colour,
                  border: walk ? '2px dashed' : 0,
                  borderColor: 'text.disabled',
                }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {walk
                    ? t('cards.transit.walk', { minutes: minutesOf(num(leg.seconds)) ?? '?' })
                    : [str(leg.line), str(leg.headsign) && `→ ${str(leg.headsign)}`]
                        .filter(Boolean)
                        .join(' ')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[formatTime(str(leg.departure)), from].filter(Boolean).join(' ')}
                  {to && ` → ${[formatTime(str(leg.arrival)), to].filter(Boolean).join(' ')}`}
                  {num(leg.stops) !== undefined &&
                    ` · ${t('cards.transit.stops', { count: num(leg.stops) })}`}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      {fareAmount !== undefined && (
        <Typography variant="body2">
          {t('cards.transit.fare')}: {t('cards.cost.currency', { amount: ringgit(fareAmount) })}
        </Typography>
      )}
      {asOf && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('cards.transit.timetableAsOf', { date: formatDate(asOf) })}
        </Typography>
      )}
    </Box>
  );
}
