import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ConnectionStatus } from './ConnectionStatus';
import { reloadPlaceData } from './placeQueries';
import { PlaceSample } from './PlaceSample';
import { StatFigures, StatFiguresSkeleton } from './StatFigures';
import { StateRanking } from './StateRanking';
import { usePlaceStats } from './usePlaceStats';

const columns = {
  display: 'grid',
  gap: 3,
  mt: 3,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
};

/**
 * The Places tab's live statistics (docs/product.md, Admin tabs): totals, the ranking by state, a
 * sample of 5 places, a refresh button and the connection status. Also on the Overview.
 */
export const PlaceStatsPanel = () => {
  const translate = useTranslate();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { view, fetching } = usePlaceStats();
  const stats = 'stats' in view ? view.stats : null;

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={view.kind === 'loading'}
      data-testid="place-stats"
    >
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" id={headingId} sx={{ flexGrow: 1 }}>
            {translate('pintar.place_stats.title')}
          </Typography>
          <Button
            // Statistics and the sample together: both are what the panel shows.
            onClick={() => void reloadPlaceData(queryClient)}
            loading={fetching}
            loadingPosition="start"
            startIcon={<RefreshIcon />}
            variant="outlined"
            size="small"
            aria-label={translate('pintar.place_stats.refresh_label')}
          >
            {translate('pintar.place_stats.refresh')}
          </Button>
        </Stack>
        <ConnectionStatus view={view} />
        <Box sx={{ mt: 2 }}>
          {stats ? <StatFigures stats={stats} /> : view.kind === 'loading' ? <StatFiguresSkeleton /> : null}
        </Box>
        <Box sx={columns}>
          {stats ? <StateRanking breakdown={stats.state_breakdown} /> : null}
          <PlaceSample />
        </Box>
      </CardContent>
    </Card>
  );
};
