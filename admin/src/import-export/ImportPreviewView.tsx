import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { RowErrorsTable } from './RowErrorsTable';
import { scrollsSideways } from './scrollsSideways';
import type { ImportPreview } from './types';

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** What the server read from the file: columns, the first rows, and the rows it would reject. */
export const ImportPreviewView = ({ preview }: { preview: ImportPreview }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`pintar.import_export.preview.${key}`, options);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="import-preview" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id={headingId}>
        {t('title')}
      </Typography>
      <Typography variant="body2" data-testid="import-preview-summary" sx={{ mb: 1 }}>
        {t('summary', {
          format: preview.format.toUpperCase(),
          smart_count: preview.total_rows,
          valid: preview.valid_rows,
        })}
      </Typography>
      <Stack spacing={1} sx={{ mb: 1 }}>
        {preview.missing_columns.length > 0 ? (
          <Alert severity="error">
            {t('missing_columns', { columns: preview.missing_columns.join(', ') })}
          </Alert>
        ) : null}
        {preview.unknown_columns.length > 0 ? (
          <Alert severity="warning">
            {t('unknown_columns', { columns: preview.unknown_columns.join(', ') })}
          </Alert>
        ) : null}
      </Stack>
      <Box sx={{ ...scrollsSideways, maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={t('rows_label')} data-testid="import-preview-table">
          <TableHead>
            <TableRow>
              {preview.columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row, index) => (
              <TableRow key={index}>
                {preview.columns.map((column) => (
                  <TableCell key={column}>{cell(row[column])}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {preview.errors.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <RowErrorsTable errors={preview.errors} label={t('errors_label')} testId="import-preview-errors" />
        </Box>
      ) : null}
    </Box>
  );
};
