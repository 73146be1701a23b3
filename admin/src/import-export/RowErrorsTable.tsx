import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RowError } from './types';

/** Rejected rows: the line in the file and why. */
export const RowErrorsTable = ({
  errors,
  label,
  testId,
}: {
  errors: RowError[];
  label: string;
  testId: string;
}) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={label} data-testid={testId}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 16px' }}>{label}</caption>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '6rem' }}>{translate('pintar.import_export.row_errors.line')}</TableCell>
          <TableCell>{translate('pintar.import_export.row_errors.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.map((error, index) => (
          <TableRow key={`${error.line}-${index}`}>
            <TableCell>{error.line}</TableCell>
            <TableCell>{error.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
