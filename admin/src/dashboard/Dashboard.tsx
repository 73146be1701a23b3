import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { PlaceStatsPanel } from '../places/stats/PlaceStatsPanel';
import { LatestAlerts } from '../overview/LatestAlerts';
import { UsageCards } from '../overview/UsageCards';
import { SystemHealth } from './SystemHealth';

// Overview: the usage cards (counted from events), System Health, the latest 4 alerts and the
// places statistics; nothing is shown that is not measured.
export const Dashboard = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
    <Title title="pintar.dashboard.title" />
    <UsageCards />
    <SystemHealth />
    <LatestAlerts />
    <PlaceStatsPanel />
  </Box>
);
