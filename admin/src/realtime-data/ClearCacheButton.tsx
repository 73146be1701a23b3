import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { httpClient } from '../dataProvider';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** POST /api/system/cache/clear: empties the whole live places cache, after a confirmation. */
export const ClearCacheButton = ({ onCleared }: { onCleared: () => void }) => {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const clear = async () => {
    if (
      !window.confirm(
        'Clear every place from the live places cache? The next requests call the places service again.',
      )
    )
      return;
    setBusy(true);
    try {
      const { json } = await httpClient('/api/system/cache/clear', { method: 'POST' });
      const { cleared, backend } = json as { cleared: number; backend: string };
      setOutcome({
        severity: 'success',
        text: `Cleared ${cleared} cached places (${backend === 'redis' ? 'Redis' : 'in-process'})`,
      });
      onCleared();
    } catch (error) {
      setOutcome({
        severity: 'error',
        text: `The cache was not cleared: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" color="warning" disabled={busy} onClick={() => void clear()}>
        Clear the whole cache
      </Button>
      {outcome && (
        <Alert severity={outcome.severity} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
};
