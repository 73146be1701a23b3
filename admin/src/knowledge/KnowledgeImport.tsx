import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACCEPTED_EXTENSIONS, uploadProblem } from './files';
import { importEntries, previewImport } from './knowledgeApi';
import { languageChoices } from './languages';
import { ImportResultReport, PreviewReport } from './ImportReport';
import type { ImportPreview, ImportResult } from './types';

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

type Outcome = { kind: 'preview'; preview: ImportPreview } | { kind: 'result'; result: ImportResult } | null;

/** Import of a JSON or CSV file: checked here first, previewed, then imported or only validated. */
export const KnowledgeImport = ({ onImported }: { onImported: () => void }) => {
  const translate = useTranslate();
  const languageLabelId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [defaultLanguage, setDefaultLanguage] = useState('en');
  const [mergeExisting, setMergeExisting] = useState(false);
  const [validateOnly, setValidateOnly] = useState(false);
  const [pending, setPending] = useState<'preview' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choose = (chosen: File | undefined) => {
    setOutcome(null);
    setFile(chosen ?? null);
    setProblem(chosen ? uploadProblem(chosen) : null);
  };

  const send = async (kind: 'preview' | 'import') => {
    if (!file || problem) return;
    setPending(kind);
    setOutcome(null);
    try {
      if (kind === 'preview') {
        setOutcome({ kind: 'preview', preview: await previewImport(file) });
      } else {
        const result = await importEntries(file, { defaultLanguage, mergeExisting, validateOnly });
        setOutcome({ kind: 'result', result });
        if (!result.validate_only) onImported();
      }
    } catch (error) {
      setProblem(translate('resources.knowledge.import.failed', { message: errorText(error) }));
    } finally {
      setPending(null);
    }
  };

  const ready = Boolean(file) && !problem && pending === null;
  return (
    <Box component="section" aria-label={translate('resources.knowledge.import.title')}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('resources.knowledge.import.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {translate('resources.knowledge.import.choose')}
          <input
            hidden
            type="file"
            accept={ACCEPTED_EXTENSIONS.join(',')}
            data-testid="knowledge-import-file"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file can be chosen again after it was edited.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {file
            ? `${file.name} (${Math.ceil(file.size / 1024)} KB)`
            : translate('resources.knowledge.import.no_file')}
        </Typography>
        <FormControl size="small" fullWidth={false} sx={{ minWidth: '12rem', width: 'auto' }}>
          <InputLabel id={languageLabelId}>
            {translate('resources.knowledge.import.default_language')}
          </InputLabel>
          <Select
            labelId={languageLabelId}
            label={translate('resources.knowledge.import.default_language')}
            value={defaultLanguage}
            onChange={(event) => setDefaultLanguage(event.target.value)}
          >
            {languageChoices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id} lang={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Checkbox checked={mergeExisting} onChange={(event) => setMergeExisting(event.target.checked)} />
          }
          label={translate('resources.knowledge.import.merge_existing')}
        />
        <FormControlLabel
          control={
            <Checkbox checked={validateOnly} onChange={(event) => setValidateOnly(event.target.checked)} />
          }
          label={translate('resources.knowledge.import.validate_only')}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          disabled={!ready}
          loading={pending === 'preview'}
          onClick={() => void send('preview')}
        >
          {translate('resources.knowledge.import.preview')}
        </Button>
        <Button
          variant="contained"
          disabled={!ready}
          loading={pending === 'import'}
          onClick={() => void send('import')}
        >
          {translate(
            validateOnly ? 'resources.knowledge.import.validate' : 'resources.knowledge.import.import',
          )}
        </Button>
      </Stack>
      <Box aria-live="polite">
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
        {outcome?.kind === 'preview' ? <PreviewReport preview={outcome.preview} /> : null}
        {outcome?.kind === 'result' ? <ImportResultReport result={outcome.result} /> : null}
      </Box>
    </Box>
  );
};
