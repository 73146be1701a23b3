import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { PlaceStatsPanel } from '../places/stats/PlaceStatsPanel';
import { SystemHealth } from './SystemHealth';

// Overview: System Health and the places statistics; the spec's usage cards and latest alerts
// join them when their endpoints exist (nothing is shown that is not measured).
export const Dashboard = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
    <Title title="pintar.dashboard.title" />
    <SystemHealth />
    <PlaceStatsPanel />
  </Box>
);
