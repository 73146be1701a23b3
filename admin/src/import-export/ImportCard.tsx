import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { checkPlacesFile, DEFAULT_BATCH_SIZE, type FileProblem, parseBatchSize } from './fileChecks';
import { FilePicker } from './FilePicker';
import { previewImport } from './importApi';
import { type ImportOptionsDraft, ImportOptionsForm } from './ImportOptionsForm';
import { ImportPreviewView } from './ImportPreviewView';
import { ImportProgressPanel } from './ImportProgressPanel';
import type { ImportPreview } from './types';
import { useImportRun } from './useImportRun';

type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; preview: ImportPreview }
  /** `refused`: the server judged the file unusable (4xx), so importing it would fail too. */
  | { status: 'failed'; message: string; refused: boolean };

const DEFAULT_OPTIONS: ImportOptionsDraft = {
  enhanceWithGoogle: true,
  skipDuplicates: true,
  batchSize: String(DEFAULT_BATCH_SIZE),
};

/** Pick a file, see what the server reads from it, choose the options, import, follow progress. */
export const ImportCard = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`pintar.import_export.${key}`, options);
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [preview, setPreview] = useState<PreviewState>({ status: 'idle' });
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  const previewRequest = useRef<AbortController | null>(null);
  const { progress, running, start } = useImportRun(() => {
    // The file is in; the picker is ready for the next one.
    setFile(null);
    setPreview({ status: 'idle' });
  });

  const pick = (picked: File) => {
    previewRequest.current?.abort();
    setFile(picked);
    const found = checkPlacesFile(picked);
    setProblem(found);
    if (found) return setPreview({ status: 'idle' });
    const controller = new AbortController();
    previewRequest.current = controller;
    setPreview({ status: 'loading' });
    previewImport(picked, controller.signal).then(
      (answer) => !controller.signal.aborted && setPreview({ status: 'done', preview: answer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = error instanceof HttpError ? error.status : 0;
        const message = error instanceof Error ? error.message : String(error);
        setPreview({ status: 'failed', message, refused: status >= 400 && status < 500 });
      },
    );
  };

  const batchSize = parseBatchSize(options.batchSize);
  const ready =
    file !== null &&
    problem === null &&
    batchSize !== null &&
    !running &&
    (preview.status === 'done' || (preview.status === 'failed' && !preview.refused));

  const submit = () => {
    if (!file || batchSize === null) return;
    const total = preview.status === 'done' ? preview.preview.total_rows : null;
    void start(
      file,
      { enhanceWithGoogle: options.enhanceWithGoogle, skipDuplicates: options.skipDuplicates, batchSize },
      total,
    );
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 2 }}>
          {t('import.title')}
        </Typography>
        <FilePicker file={file} problem={problem} disabled={running} onPick={pick} />
        {preview.status === 'loading' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">{t('preview.loading')}</Typography>
          </Stack>
        ) : preview.status === 'failed' ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="import-preview-error">
            {t('preview.failed', { message: preview.message })}
          </Alert>
        ) : preview.status === 'done' ? (
          <ImportPreviewView preview={preview.preview} />
        ) : null}
        <Box sx={{ mt: 3 }}>
          <ImportOptionsForm
            value={options}
            batchSizeValid={batchSize !== null}
            disabled={running}
            onChange={setOptions}
          />
        </Box>
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          startIcon={<PlayArrowIcon />}
          disabled={!ready}
          loading={running}
          loadingPosition="start"
          onClick={submit}
          data-testid="import-submit"
        >
          {t('import.submit')}
        </Button>
        {progress ? <ImportProgressPanel progress={progress} /> : null}
      </CardContent>
    </Card>
  );
};
