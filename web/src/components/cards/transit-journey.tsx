import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Json, lineColour, minutesOf, num, obj, objs, ringgit, str } from './card-data';
import { MalaysiaZoneNote } from './malaysia-zone-note';
import { useMalaysiaTime } from './malaysia-time';
import { timetableDates } from './route-data';

/** The names of the journey's two ends; an unnamed end is the reader's shared location. */
export interface JourneyEnds {
  origin?: string;
  destination?: string;
}

/** A transit journey: legs in their line colours, walks, times, transfers, fare, timetable date. */
export function TransitJourney({
  journey,
  timetable,
  ends,
}: {
  journey: Json;
  timetable?: string;
  ends: JourneyEnds;
}) {
  const { t } = useTranslation();
  const { time, date } = useMalaysiaTime();
  const legs = objs(journey.legs);
  const transfers = num(journey.transfers);
  const fare = obj(journey.fare);
  const fareAmount = num(fare?.amount);
  const asOf = timetableDates(timetable ?? str(obj(journey.freshness)?.timetable) ?? str(fare?.asOf));
  // A leg end that is not a stop is one of the journey's ends: named as the reader named it (the
  // planner only knows its coordinates), or "your location" when it was the shared location.
  const endName = (end: unknown, which: keyof JourneyEnds) => {
    const o = obj(end);
    if (o && str(o.stopId)) return str(o.name);
    return ends[which] ?? t('cards.transit.yourLocation');
  };
  const departs = time(str(journey.departure));
  const arrives = time(str(journey.arrival));
  return (
    <Box data-testid="transit-journey" sx={{ mb: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="journey-times">
        {[
          departs && t('cards.transit.departs', { time: departs }),
          arrives && t('cards.transit.arrives', { time: arrives }),
          transfers !== undefined && t('cards.transit.transfers', { count: transfers }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <MalaysiaZoneNote />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {legs.map((leg, i) => {
          const walk = leg.kind === 'walk';
          const from = endName(leg.from, 'origin');
          const to = endName(leg.to, 'destination');
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
                  {[time(str(leg.departure)), from].filter(Boolean).join(' ')}
                  {to && ` → ${[time(str(leg.arrival)), to].filter(Boolean).join(' ')}`}
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
      {asOf.length > 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('cards.transit.timetableAsOf', { date: asOf.map(date).join(', ') })}
        </Typography>
      )}
    </Box>
  );
}
