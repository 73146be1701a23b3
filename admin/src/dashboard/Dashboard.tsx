import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { useStagedParts } from '../common/RenderInTransition';
import { PlaceStatsPanel } from '../places/stats/PlaceStatsPanel';
import { LatestAlerts } from '../overview/LatestAlerts';
import { UsageCards } from '../overview/UsageCards';
import { SystemHealth } from './SystemHealth';

// Overview: the usage cards (counted from events), System Health, the latest 4 alerts and the
// places statistics; nothing is shown that is not measured. Drawn top to bottom, one panel per commit, so no single long task holds the first screen.
const PANELS = [UsageCards, SystemHealth, LatestAlerts, PlaceStatsPanel];

export const Dashboard = () => {
  const shown = useStagedParts(PANELS.length);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Title title="pintar.dashboard.title" />
      {PANELS.slice(0, shown).map((Panel, index) => (
        // The list only grows at its end, so a panel's index is its identity.
        <Panel key={index} />
      ))}
    </Box>
  );
};
