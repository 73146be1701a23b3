import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlaceStats } from './placeStatsCache';

const FIGURES = [
  ['total_places', 'total_places'],
  ['active_places', 'active_places'],
  ['states_count', 'states_covered'],
  ['categories_count', 'categories'],
  ['google_enhanced', 'enhanced'],
] as const;

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: 2,
} as const;
const number = new Intl.NumberFormat('en');

// Each figure is a <figure> named by its <figcaption>, as in System Health, so screen readers
// and the e2e test can ask for "Total places" and read its value.
export const StatFigures = ({ stats }: { stats: PlaceStats }) => {
  const translate = useTranslate();
  return (
    <Box sx={grid}>
      {FIGURES.map(([field, label]) => (
        <Box component="figure" key={field} sx={{ m: 0 }}>
          <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(`pintar.place_stats.figures.${label}`)}
          </Typography>
          <Typography variant="h5" component="div">
            {number.format(stats[field])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** Shapes only, no figures, until the first answer. */
export const StatFiguresSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box sx={grid} role="progressbar" aria-label={translate('pintar.place_stats.loading')}>
      {FIGURES.map(([field]) => (
        <div key={field}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" height={36} width="50%" />
        </div>
      ))}
    </Box>
  );
};
