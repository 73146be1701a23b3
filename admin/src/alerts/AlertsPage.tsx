import { Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { AlertList } from './AlertList';
import { ALERT_TYPES, type AlertType } from './alertsApi';

export const AlertsPage = () => {
  const [type, setType] = useState<AlertType | ''>('');
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Title title="Alerts" />
      <TextField
        select
        label="Type"
        value={type}
        onChange={(e) => setType(e.target.value as AlertType | '')}
        sx={{ width: 200 }}
        size="small"
      >
        <MenuItem value="">All</MenuItem>
        {ALERT_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <AlertList type={type} limit={100} />
    </Box>
  );
};
