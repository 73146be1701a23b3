import { Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { AlertList } from './AlertList';
import { ALERT_TYPES, type AlertType } from './alertsApi';

export const AlertsPage = () => {
  const translate = useTranslate();
  const [type, setType] = useState<AlertType | ''>('');
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Title title={translate('pintar.ops.alerts.title')} />
      <TextField
        select
        label={translate('pintar.ops.alerts.type')}
        value={type}
        onChange={(e) => setType(e.target.value as AlertType | '')}
        sx={{ width: 200 }}
        size="small"
      >
        <MenuItem value="">{translate('pintar.ops.alerts.all')}</MenuItem>
        {ALERT_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {translate(`pintar.ops.alerts.types.${t}`)}
          </MenuItem>
        ))}
      </TextField>
      <AlertList type={type} limit={100} />
    </Box>
  );
};
