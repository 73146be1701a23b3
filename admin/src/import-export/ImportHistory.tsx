import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Collapse,
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fetchImportHistory } from './importApi';
import { RejectedRows } from './RejectedRows';
import { scrollsSideways } from './scrollsSideways';
import type { ImportRecord, ImportStats } from './types';
import { IMPORT_HISTORY_QUERY_KEY } from './useImportRun';

const COUNTERS: (keyof ImportStats)[] = ['imported', 'updated', 'skipped', 'enhanced', 'rejected'];
const STATUS_COLOR = { running: 'info', completed: 'success', warning: 'warning', failed: 'error' } as const;
const COLUMNS = 6 + COUNTERS.length + 1;

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '');

/** Who started the import: name and e-mail from the server; the system, or a deleted account's id. */
const StartedBy = ({ record }: { record: ImportRecord }) => {
  const translate = useTranslate();
  if (record.started_by_name || record.started_by_email)
    return (
      <>
        {record.started_by_name}
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
          {record.started_by_email}
        </Typography>
      </>
    );
  // The shipped places are imported at first start by `system:seed`.
  if (!record.started_by || record.started_by.startsWith('system'))
    return translate('pintar.import_export.history.system');
  return translate('pintar.import_export.history.deleted_account', { id: record.started_by });
};

const HistoryRow = ({ record }: { record: ImportRecord }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`pintar.import_export.history.${key}`, options);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Fragment>
      <TableRow>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t(open ? 'hide_rejected' : 'show_rejected', { file: record.file_name })}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{record.file_name}</TableCell>
        <TableCell>{record.format.toUpperCase()}</TableCell>
        <TableCell>
          <Chip
            size="small"
            color={STATUS_COLOR[record.status] ?? 'default'}
            label={t(`statuses.${record.status}`, { _: record.status })}
          />
        </TableCell>
        <TableCell>
          <StartedBy record={record} />
        </TableCell>
        <TableCell>{when(record.started_at)}</TableCell>
        <TableCell>{when(record.finished_at)}</TableCell>
        {COUNTERS.map((counter) => (
          <TableCell key={counter} align="right">
            {record.stats?.[counter] ?? 0}
          </TableCell>
        ))}
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} unmountOnExit id={detailsId}>
            <Box sx={{ py: 1 }}>
              {record.message ? <Typography variant="body2">{record.message}</Typography> : null}
              <RejectedRows record={record} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
};

/** The last 20 imports, newest first (GET /api/admin/import/history), refreshed after each import. */
export const ImportHistory = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`pintar.import_export.history.${key}`, options);
  const headingId = useId();
  const { data, error, isPending } = useQuery({
    queryKey: IMPORT_HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => fetchImportHistory(signal),
  });
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        {isPending ? (
          <Box role="progressbar" aria-label={t('loading')}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        ) : error ? (
          <Alert severity="error">{t('failed', { message: error.message })}</Alert>
        ) : data.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('empty')}
          </Typography>
        ) : (
          <Box sx={scrollsSideways}>
            <Table size="small" aria-labelledby={headingId} data-testid="import-history">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box
                      component="span"
                      sx={{
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                      }}
                    >
                      {t('details')}
                    </Box>
                  </TableCell>
                  {(['file', 'format', 'status', 'started_by', 'started_at', 'finished_at'] as const).map(
                    (column) => (
                      <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
                    ),
                  )}
                  {COUNTERS.map((counter) => (
                    <TableCell key={counter} align="right">
                      {translate(`pintar.import_export.progress.counters.${counter}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((record) => (
                  <HistoryRow key={record.id} record={record} />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
