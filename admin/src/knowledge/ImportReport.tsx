import {
  Alert,
  Box,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportPreview, ImportResult } from './types';

/** Rejected rows with their line numbers, in the server's words. */
const RowErrors = ({ errors }: { errors: readonly { line: number; reason: string }[] }) => {
  const translate = useTranslate();
  if (!errors.length) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {translate('resources.knowledge.import.row_errors', { smart_count: errors.length })}
      </Typography>
      <List dense data-testid="import-errors">
        {errors.map((error, index) => (
          <ListItem key={`${error.line}-${index}`} disableGutters>
            {translate('resources.knowledge.import.line', { line: error.line, reason: error.reason })}
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

const cell = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The first rows as the server read them, how many are valid, and why the others are not. */
export const PreviewReport = ({ preview }: { preview: ImportPreview }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="import-preview" sx={{ mt: 2 }}>
      <Typography variant="body2">
        {translate('resources.knowledge.import.preview_summary', {
          format: preview.format.toUpperCase(),
          total: preview.total_rows,
          valid: preview.valid_rows,
        })}
      </Typography>
      {preview.rows.length ? (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={translate('resources.knowledge.import.preview_caption')}>
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
                    <TableCell
                      key={column}
                      sx={{
                        maxWidth: '20rem',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {cell(row[column])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      <RowErrors errors={preview.errors} />
    </Box>
  );
};

/** Created, updated, skipped and rejected, and the rejected rows' lines. */
export const ImportResultReport = ({ result }: { result: ImportResult }) => {
  const translate = useTranslate();
  const { created, updated, skipped, rejected } = result.stats;
  return (
    <Box data-testid="import-result" sx={{ mt: 2 }}>
      <Alert severity={rejected ? 'warning' : 'success'}>
        {translate(
          result.validate_only
            ? 'resources.knowledge.import.validated'
            : 'resources.knowledge.import.completed',
          { created, updated, skipped, rejected },
        )}
      </Alert>
      <RowErrors errors={result.errors} />
    </Box>
  );
};
