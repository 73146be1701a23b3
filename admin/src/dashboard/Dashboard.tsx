import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { SystemHealth } from './SystemHealth';

// Overview. Only the System Health block works today; the spec's usage cards and latest alerts
// join it when their endpoints exist (nothing is shown that is not measured).
export const Dashboard = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
    <Title title="pintar.dashboard.title" />
    <SystemHealth />
  </Box>
);
