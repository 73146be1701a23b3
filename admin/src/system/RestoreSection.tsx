import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { type RestoreProgress, restoreProgress, uploadRestore } from './systemApi';

/** How often the replay's progress is read while it runs. */
const PROGRESS_POLL_MS = 1000;
const K = 'pintar.ops.system.restore';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Restore: pick a backup file, confirm, upload. The server checks it whole (nothing is written
 * on a refusal, whose message is shown), then replays it while this shows how far it got.
 */
export function RestoreSection({ busy }: { busy: boolean }) {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<RestoreProgress | null>(null);
  const running = progress?.state === 'checking' || progress?.state === 'restoring';

  const read = useCallback(
    () =>
      restoreProgress().then(setProgress, (error: unknown) =>
        setRefusal(error instanceof Error ? error.message : String(error)),
      ),
    [],
  );
  // A restore started earlier (another tab, before a reload) shows here too.
  useEffect(() => void read(), [read]);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void read(), PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [running, read]);

  const start = () => {
    setConfirming(false);
    if (!file) return;
    setUploading(true);
    setRefusal(null);
    uploadRestore(file)
      .then(setProgress, (error: unknown) =>
        setRefusal(error instanceof Error ? error.message : String(error)),
      )
      .finally(() => setUploading(false));
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`${K}.help`)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Button component="label" variant="outlined" disabled={busy || uploading || running}>
          {translate(`${K}.choose`)}
          <input
            hidden
            type="file"
            accept=".gz,application/gzip"
            aria-label={translate(`${K}.file`)}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2">
          {file
            ? translate(`${K}.chosen`, { name: file.name, size: megabytes(file.size) })
            : translate(`${K}.none`)}
        </Typography>
        <Button
          variant="contained"
          color="warning"
          disabled={!file || busy || uploading || running}
          onClick={() => setConfirming(true)}
        >
          {translate(`${K}.start`)}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title={translate(`${K}.confirm_title`)}
        content={translate(`${K}.confirm_body`, { name: file?.name ?? '' })}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      />
      {uploading && (
        <>
          <LinearProgress aria-label={translate(`${K}.uploading`)} />
          <Typography variant="caption">{translate(`${K}.uploading`)}</Typography>
        </>
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {translate(`${K}.refused`, { message: refusal })}
        </Alert>
      )}
      {progress && progress.state !== 'idle' && <RestoreState progress={progress} />}
    </Box>
  );
}

function RestoreState({ progress }: { progress: RestoreProgress }) {
  const translate = useTranslate();
  const { restored, total } = progress.events;
  const counts = { restored: restored.toLocaleString(), total: (total ?? 0).toLocaleString() };
  if (progress.state === 'failed')
    return (
      <Alert severity="error" role="alert">
        {translate(`${K}.failed`, { ...counts, message: progress.message ?? '' })}
      </Alert>
    );
  if (progress.state === 'done')
    return (
      <Alert severity="success" role="status">
        {translate(`${K}.done`, {
          ...counts,
          time: progress.finishedAt ? new Date(progress.finishedAt).toLocaleString() : '',
        })}
      </Alert>
    );
  const percent = total ? Math.round((restored / total) * 100) : 0;
  return (
    <Box role="status">
      <LinearProgress
        variant={progress.state === 'checking' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={translate(`${K}.progress_label`)}
      />
      <Typography variant="caption">
        {progress.state === 'checking'
          ? translate(`${K}.checking`)
          : translate(`${K}.restoring`, { ...counts, percent })}
      </Typography>
    </Box>
  );
}
