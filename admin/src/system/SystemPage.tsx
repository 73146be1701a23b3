import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { FetchState } from '../overview/FetchState';
import type { SystemSettings } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';
import { changeSettings, downloadBackup, type SettingsChange } from './systemApi';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Maintenance mode, log level, rate limiting (each a recorded command), and Backup. */
export const SystemPage = () => {
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
          notify('Saved; every API process applies it.', { type: 'success' });
          state.refresh();
        },
        (error: unknown) =>
          notify(`Not saved: ${error instanceof Error ? error.message : String(error)}`, { type: 'error' }),
      )
      .finally(() => setBusy(false));
  };
  const backup = () => {
    setBusy(true);
    downloadBackup()
      .then(
        () => notify('Backup downloaded.', { type: 'success' }),
        (error: unknown) =>
          notify(`Backup failed: ${error instanceof Error ? error.message : String(error)}`, {
            type: 'error',
          }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Title title="System" />
      <FetchState state={state} what="settings" />
      {s && (
        <>
          <Section title="Maintenance mode">
            <Typography variant="body2" sx={{ mb: 1 }}>
              While on, the chat and every write except an administrator's answer 503, and the web app shows a
              banner.
            </Typography>
            <TextField
              size="small"
              label="Message for visitors"
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
                  ? `On${s.maintenance.message ? `: ${s.maintenance.message}` : ''}`
                  : 'Off'
              }
            />
          </Section>
          <Section title="Log level (debug mode)">
            <TextField
              select
              size="small"
              label="Level"
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
          </Section>
          <RateLimitSection settings={s} busy={busy} apply={apply} />
          {s.changedAt && (
            <Typography variant="caption" color="text.secondary">
              {`Last changed ${new Date(s.changedAt).toLocaleString()}`}
            </Typography>
          )}
        </>
      )}
      <Section title="Backup">
        <Typography variant="body2" sx={{ mb: 1 }}>
          A consistent, compressed export of the whole event log with a manifest and SHA-256 checksums.
          Restore it into an empty installation with <code>npm run restore -- &lt;file&gt;</code>{' '}
          (docs/operations.md).
        </Typography>
        <Button variant="contained" onClick={backup} disabled={busy}>
          Backup Database
        </Button>
      </Section>
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
  const [max, setMax] = useState(String(settings.rateLimit.maxRequests));
  const [windowSeconds, setWindowSeconds] = useState(String(settings.rateLimit.windowSeconds));
  const valid =
    Number.isInteger(Number(max)) &&
    Number(max) >= 1 &&
    Number.isInteger(Number(windowSeconds)) &&
    Number(windowSeconds) >= 1;
  return (
    <Section title="Rate limiting">
      <Typography variant="body2" sx={{ mb: 1 }}>
        A limit per client over every API call, on top of the fixed limits of sign-in, contact and chat.
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
          label={settings.rateLimit.enabled ? 'On' : 'Off'}
        />
        <TextField
          size="small"
          label="Requests"
          type="number"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label="Per seconds"
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
          Save limits
        </Button>
      </Stack>
      {!valid && <Alert severity="warning">Limits are whole numbers of at least 1.</Alert>}
    </Section>
  );
}
