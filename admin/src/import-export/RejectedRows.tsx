import { CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { fetchImport } from './importApi';
import { RowErrorsTable } from './RowErrorsTable';
import type { ImportRecord } from './types';

/**
 * The rejected rows of one import. The history may leave them out of its items; then the
 * import itself is fetched (GET /api/admin/import/{id}), only when the row is opened.
 */
export const RejectedRows = ({ record }: { record: ImportRecord }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`pintar.import_export.history.${key}`, options);
  const known = Array.isArray(record.errors);
  const { data, error, isPending } = useQuery({
    queryKey: ['pintar', 'import', record.id],
    queryFn: ({ signal }) => fetchImport(record.id, signal),
    enabled: !known && (record.stats?.rejected ?? 0) > 0,
  });
  if ((record.stats?.rejected ?? 0) === 0 && !record.errors?.length) {
    return <Typography variant="body2">{t('no_rejected')}</Typography>;
  }
  const errors = known ? record.errors : data?.errors;
  if (errors) {
    return (
      <RowErrorsTable
        errors={errors}
        label={t('rejected_label', { file: record.file_name })}
        testId={`import-rejected-${record.id}`}
      />
    );
  }
  if (error)
    return (
      <Typography variant="body2" sx={{ color: 'error.main' }}>
        {t('failed', { message: error.message })}
      </Typography>
    );
  return isPending ? <CircularProgress size={20} aria-label={t('loading_rejected')} /> : null;
};
