import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed, useOpenedOnce } from '../../../components/layout/opened-once';
import type { Settings } from '../../../lib/settings';
import { getSettings } from '../../../lib/settings-store';
import { clearDeviceData, exportDeviceData, importDeviceData, type ImportResult } from '../api/device-data';
import { Section } from './settings-sections';

type Outcome = { ok: boolean; text: string } | null;

// The confirmation (MUI Dialog, Modal and transitions) loads when Clear All Data is first pressed.
const ClearDataDialog = lazyNamed(() => import('./clear-data-dialog'), 'ClearDataDialog');

/** Export Data, Import Data and Clear All Data, on the chats and settings of this device. */
export function DataManagement({
  isAdmin,
  onSettings,
}: {
  isAdmin: boolean;
  onSettings: (s: Settings) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const dialogMounted = useOpenedOnce(confirming);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const importText = (result: ImportResult): Outcome => {
    if (result.ok) return { ok: true, text: t('settings.data.imported', { count: result.chats.length }) };
    if (result.reason === 'newer-version')
      return { ok: false, text: t('settings.data.newerVersion', { version: result.version }) };
    if (result.reason === 'bad-chats')
      return { ok: false, text: t('settings.data.badChats', { count: result.count }) };
    return { ok: false, text: t(`settings.data.problem.${result.reason}`) };
  };
  const run = async (work: () => Promise<Outcome>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await work());
    } catch {
      setOutcome({ ok: false, text: t('settings.data.problem.write-failed') });
    } finally {
      setBusy(false);
    }
  };
  const onFile = (file: File | undefined) =>
    file &&
    void run(async () => {
      const result = await importDeviceData(file, isAdmin);
      if (result.ok) onSettings(result.settings);
      return importText(result);
    });

  return (
    <Section id="data" title={t('settings.sections.data')}>
      <p className="pt-body2 pt-muted">{t('settings.data.intro')}</p>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            void run(async () => ({
              ok: true,
              text: t('settings.data.exported', { count: await exportDeviceData() }),
            }))
          }
        >
          {t('settings.data.export')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {t('settings.data.import')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('settings.data.import')}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>
          {t('settings.data.clear')}
        </Button>
      </Stack>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role="status">
          {outcome.text}
        </Alert>
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <ClearDataDialog
            open={confirming}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void run(async () => {
                const ok = await clearDeviceData(isAdmin);
                onSettings(getSettings());
                return { ok, text: t(ok ? 'settings.data.cleared' : 'settings.data.problem.write-failed') };
              });
            }}
          />
        </Suspense>
      )}
    </Section>
  );
}
