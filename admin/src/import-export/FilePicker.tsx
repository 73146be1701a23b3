import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ACCEPT, type FileProblem, formatBytes, MAX_UPLOAD_BYTES } from './fileChecks';

// Visually hidden but focusable and reachable by tests (setInputFiles), unlike display: none.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface FilePickerProps {
  file: File | null;
  problem: FileProblem | null;
  disabled: boolean;
  onPick: (file: File) => void;
}

/** Choose a CSV, JSON or Excel file of places; the client's checks are reported at once. */
export const FilePicker = ({ file, problem, disabled, onPick }: FilePickerProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`pintar.import_export.file.${key}`, options);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
          {t('choose')}
          <Box
            component="input"
            type="file"
            accept={ACCEPT}
            disabled={disabled}
            aria-label={t('input_label')}
            data-testid="import-file-input"
            sx={visuallyHidden}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const picked = event.target.files?.[0];
              // Cleared, so choosing the same file again (after fixing it) is a new pick.
              event.target.value = '';
              if (picked) onPick(picked);
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="import-file-name">
          {file
            ? `${file.name} · ${formatBytes(file.size)}`
            : t('none', { max: formatBytes(MAX_UPLOAD_BYTES) })}
        </Typography>
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="import-file-error">
          {t(problem)}
        </Alert>
      ) : null}
    </Box>
  );
};
