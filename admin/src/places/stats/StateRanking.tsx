import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { type PlaceStats, rankStates } from './placeStatsCache';

/** The spec's ranking by state: one bar per state, scaled to the largest. */
export const StateRanking = ({ breakdown }: { breakdown: PlaceStats['state_breakdown'] }) => {
  const translate = useTranslate();
  const headingId = useId();
  const rows = rankStates(breakdown);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ mb: 1 }}>
        {translate('pintar.place_stats.by_state')}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('pintar.place_stats.no_states')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {rows.map((row) => (
            <li key={row.state}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">{row.state}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {row.count.toLocaleString('en')}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={row.share}
                aria-label={translate('pintar.place_stats.state_bar', {
                  state: row.state,
                  smart_count: row.count,
                })}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};
