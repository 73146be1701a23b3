import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Place } from './types';

/** Active or Inactive, as a badge. */
export const PlaceStatusBadge = ({ status }: { status: Place['status'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      sx={{ alignSelf: 'flex-start' }}
      color={status === 'active' ? 'success' : 'default'}
      label={translate(`resources.places.statuses.${status}`, { _: status })}
    />
  );
};

/** The record's status badge (lists, show page). */
export const PlaceStatusField = () => {
  const place = useRecordContext<Place>();
  return place ? <PlaceStatusBadge status={place.status} /> : null;
};

/** The category in words. */
export const CategoryField = () => {
  const place = useRecordContext<Place>();
  const translate = useTranslate();
  if (!place) return null;
  return <span>{translate(`resources.places.categories.${place.category}`, { _: place.category })}</span>;
};

/** Which source enriched the place, or nothing when none did. */
export const EnhancedField = () => {
  const place = useRecordContext<Place>();
  const translate = useTranslate();
  if (!place?.google_enhanced) return null;
  const by = place.enhanced_by ?? 'google';
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      sx={{ alignSelf: 'flex-start' }}
      label={translate(`resources.places.sources.${by}`, { _: by })}
    />
  );
};
