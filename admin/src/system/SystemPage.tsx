import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { FetchState } from '../overview/FetchState';
import type { SystemSettings } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';
import { RestoreSection } from './RestoreSection';
import { changeSettings, downloadBackup, type SettingsChange } from './systemApi';
import { OutlinedSection } from '../common/OutlinedSection';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
const K = 'pintar.ops.system';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Maintenance mode, log level, rate limiting (each a recorded command), Backup and Restore. */
export const SystemPage = () => {
  const translate = useTranslate();
  const state = useLiveFetch<SystemSettings>('/api/system/settings', ['system:settings']);
  const notify = useNotify();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const s = state.data;
  const apply = (change: SettingsChange) => {
    setBusy(true);
    changeSettings(change)
      .then(
        () => {
          notify(translate(`${K}.saved`), { type: 'success' });
          state.refresh();
        },
        (error: unknown) =>
          notify(translate(`${K}.not_saved`, { message: errorText(error) }), { type: 'error' }),
      )
      .finally(() => setBusy(false));
  };
  const backup = () => {
    setBusy(true);
    downloadBackup()
      .then(
        () => notify(translate(`${K}.backup.downloaded`), { type: 'success' }),
        (error: unknown) =>
          notify(translate(`${K}.backup.failed`, { message: errorText(error) }), { type: 'error' }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Title title={translate(`${K}.title`)} />
      <FetchState state={state} what={translate(`${K}.what`)} />
      {s && (
        <>
          <OutlinedSection title={translate(`${K}.maintenance.title`)}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(`${K}.maintenance.help`)}
            </Typography>
            <TextField
              size="small"
              label={translate(`${K}.maintenance.message`)}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 300 } }}
              sx={{ width: '100%', mb: 1 }}
              disabled={s.maintenance.enabled}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={s.maintenance.enabled}
                  disabled={busy}
                  onChange={(e) =>
                    apply({ maintenance: { enabled: e.target.checked, message: message || null } })
                  }
                />
              }
              label={
                s.maintenance.enabled
                  ? s.maintenance.message
                    ? translate(`${K}.on_with_message`, { message: s.maintenance.message })
                    : translate(`${K}.on`)
                  : translate(`${K}.off`)
              }
            />
          </OutlinedSection>
          <OutlinedSection title={translate(`${K}.log_level.title`)}>
            <TextField
              select
              size="small"
              label={translate(`${K}.log_level.level`)}
              value={s.logLevel}
              disabled={busy}
              onChange={(e) => apply({ logLevel: e.target.value as SystemSettings['logLevel'] })}
              sx={{ width: 200 }}
            >
              {LEVELS.map((l) => (
                <MenuItem key={l} value={l}>
                  {l}
                </MenuItem>
              ))}
            </TextField>
          </OutlinedSection>
          <RateLimitSection settings={s} busy={busy} apply={apply} />
          {s.changedAt && (
            <Typography variant="caption" color="text.secondary">
              {translate(`${K}.changed_at`, { time: new Date(s.changedAt).toLocaleString() })}
            </Typography>
          )}
        </>
      )}
      <OutlinedSection title={translate(`${K}.backup.title`)}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(`${K}.backup.help`)}
        </Typography>
        <Button variant="contained" onClick={backup} disabled={busy}>
          {translate(`${K}.backup.button`)}
        </Button>
      </OutlinedSection>
      <OutlinedSection title={translate(`${K}.restore.title`)}>
        <RestoreSection busy={busy} />
      </OutlinedSection>
    </Box>
  );
};

function RateLimitSection({
  settings,
  busy,
  apply,
}: {
  settings: SystemSettings;
  busy: boolean;
  apply: (change: SettingsChange) => void;
}) {
  const translate = useTranslate();
  const [max, setMax] = useState(String(settings.rateLimit.maxRequests));
  const [windowSeconds, setWindowSeconds] = useState(String(settings.rateLimit.windowSeconds));
  const valid =
    Number.isInteger(Number(max)) &&
    Number(max) >= 1 &&
    Number.isInteger(Number(windowSeconds)) &&
    Number(windowSeconds) >= 1;
  return (
    <OutlinedSection title={translate(`${K}.rate_limit.title`)}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`${K}.rate_limit.help`)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={settings.rateLimit.enabled}
              disabled={busy}
              onChange={(e) => apply({ rateLimit: { enabled: e.target.checked } })}
            />
          }
          label={translate(settings.rateLimit.enabled ? `${K}.on` : `${K}.off`)}
        />
        <TextField
          size="small"
          label={translate(`${K}.rate_limit.requests`)}
          type="number"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label={translate(`${K}.rate_limit.per_seconds`)}
          type="number"
          value={windowSeconds}
          onChange={(e) => setWindowSeconds(e.target.value)}
          sx={{ width: 140 }}
        />
        <Button
          disabled={busy || !valid}
          onClick={() =>
            apply({ rateLimit: { maxRequests: Number(max), windowSeconds: Number(windowSeconds) } })
          }
        >
          {translate(`${K}.rate_limit.save`)}
        </Button>
      </Stack>
      {!valid && <Alert severity="warning">{translate(`${K}.rate_limit.invalid`)}</Alert>}
    </OutlinedSection>
  );
}
