import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEnrichmentSource } from '../places/useEnrichmentSource';
import { MAX_BATCH_SIZE } from './fileChecks';

export interface ImportOptionsDraft {
  enhanceWithGoogle: boolean;
  skipDuplicates: boolean;
  /** As typed; checked with parseBatchSize. */
  batchSize: string;
}

interface ImportOptionsFormProps {
  value: ImportOptionsDraft;
  batchSizeValid: boolean;
  disabled: boolean;
  onChange: (value: ImportOptionsDraft) => void;
}

/**
 * The import's options; the defaults are the spec's (enhance on, skip duplicates on, 100). "Enhance
 * with Google" is offered only when the server has a Google key; otherwise the same switch fills
 * missing details from the shipped OpenStreetMap data, and says so.
 */
export const ImportOptionsForm = ({ value, batchSizeValid, disabled, onChange }: ImportOptionsFormProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`pintar.import_export.options.${key}`, options);
  const enrichment = useEnrichmentSource();
  const enhanceLabel = !enrichment
    ? t('enhance_any')
    : enrichment.google_configured
      ? t('enhance')
      : t('enhance_osm', { radius: enrichment.radius_m ?? 50 });
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={value.enhanceWithGoogle}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, enhanceWithGoogle: event.target.checked })}
          />
        }
        label={enhanceLabel}
      />
      <FormControlLabel
        control={
          <Switch
            checked={value.skipDuplicates}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, skipDuplicates: event.target.checked })}
          />
        }
        label={t('skip_duplicates')}
      />
      <TextField
        label={t('batch_size')}
        type="number"
        size="small"
        value={value.batchSize}
        disabled={disabled}
        error={!batchSizeValid}
        helperText={batchSizeValid ? undefined : t('batch_size_invalid', { max: MAX_BATCH_SIZE })}
        slotProps={{ htmlInput: { min: 1, max: MAX_BATCH_SIZE, step: 1 } }}
        onChange={(event) => onChange({ ...value, batchSize: event.target.value })}
        sx={{ width: '10rem' }}
      />
    </Stack>
  );
};
