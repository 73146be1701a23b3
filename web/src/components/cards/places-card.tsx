import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { num, obj, objs, str } from './card-data';
import { useCategoryName } from './category-name';
import { CardFrame, type CardProps, SourceLine } from './card-frame';
import { oldDataOf } from './place-age';
import { favouriteOf, StarPlaceButton } from './star-place-button';

export const PLACES_SHOWN = 5;

function distanceText(
  t: (key: 'cards.distance' | 'cards.distanceM', o: { value: string | number }) => string,
  meters?: number,
) {
  if (meters === undefined) return undefined;
  return meters >= 1000
    ? t('cards.distance', { value: (meters / 1000).toFixed(1) })
    : t('cards.distanceM', { value: Math.round(meters) });
}

/** Place results: 5 shown of the 10 requested, with distance, rating and open state. */
export function PlacesCard({ data, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const all = objs(data.places);
  const places = all.slice(0, PLACES_SHOWN);
  const categoryName = useCategoryName();
  const category = categoryName(str(data.category) ?? str(data.type));
  return (
    <CardFrame
      title={category ? `${t('cards.places.title')} · ${category}` : t('cards.places.title')}
      status={status}
      onRetry={onRetry}
      testId="places-card"
      footer={<SourceLine source={str(data.source)} asOf={str(data.asOf)} />}
    >
      {places.length === 0 ? (
        <Typography variant="body2">{t('cards.places.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
          {places.map((place, i) => {
            const open = obj(place.opening_hours)?.open_now ?? place.openNow;
            const rating = num(place.rating);
            const old = oldDataOf(place);
            return (
              <Box component="li" key={str(place.id) ?? i} sx={{ py: 0.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {str(place.name)}
                  </Typography>
                  <StarPlaceButton {...favouriteOf(place)} />
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[
                    str(place.vicinity) ?? str(place.address),
                    distanceText(t, num(place.distance_m) ?? num(place.distance)),
                    rating !== undefined && t('cards.places.rating', { value: rating }),
                    open === true
                      ? t('cards.places.open')
                      : open === false
                        ? t('cards.places.closed')
                        : undefined,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {old && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('cards.places.oldData', { source: old.source, year: old.year })}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {all.length > PLACES_SHOWN && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('cards.places.showing', {
            shown: places.length,
            total: num(data.count) ?? all.length,
          })}
        </Typography>
      )}
    </CardFrame>
  );
}
