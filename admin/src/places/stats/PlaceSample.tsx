import { Box, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { PlaceStatusBadge } from '../PlaceFields';
import type { Place } from '../types';

/** The spec's first load of 10 places, of which the panel shows 5. */
const FIRST_LOAD = 10;
const SHOWN = 5;

/** A sample of 5 active places, each with its status badge. */
export const PlaceSample = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { data, isPending, error } = useGetList<Place>('places', {
    pagination: { page: 1, perPage: FIRST_LOAD },
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'active' },
  });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle1" component="h3" id={headingId}>
        {translate('pintar.place_stats.sample')}
      </Typography>
      {isPending ? (
        <Box role="progressbar" aria-label={translate('pintar.place_stats.sample_loading')}>
          {Array.from({ length: SHOWN }, (_, i) => (
            <Skeleton key={i} variant="text" height={40} />
          ))}
        </Box>
      ) : error ? (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {translate('pintar.place_stats.sample_failed', { message: error.message })}
        </Typography>
      ) : !data?.length ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('pintar.place_stats.sample_empty')}
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {data.slice(0, SHOWN).map((place) => (
            <ListItem
              key={place.id}
              disableGutters
              secondaryAction={<PlaceStatusBadge status={place.status} />}
            >
              <ListItemText
                primary={place.name}
                secondary={[place.city, place.state].filter(Boolean).join(', ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
