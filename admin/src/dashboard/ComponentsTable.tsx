import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ComponentStatus, formatNumber, statusLevel } from './healthFormat';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The backbone components with their adapters; lag only exists for projections. */
export const ComponentsTable = ({ components }: { components: ComponentStatus[] }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`pintar.health.components.${key}`);
  return (
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px 4px' }}>
        <Typography variant="subtitle2" component="span">
          {t('caption')}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('name')}</TableCell>
          <TableCell>{t('adapter')}</TableCell>
          <TableCell>{t('status')}</TableCell>
          <TableCell align="right">{t('lag')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {components.map((component) => (
          <TableRow key={component.name}>
            <TableCell>
              {translate(`pintar.health.components.names.${component.name}`, { _: component.name })}
              {component.detail ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {component.detail}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{component.adapter}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={statusLevel(component.status)}
                label={translate(`pintar.health.components.${component.status}`, { _: component.status })}
              />
            </TableCell>
            <TableCell align="right">
              {component.lag === undefined ? (
                // A dash for sighted users, words for screen readers.
                <>
                  <span aria-hidden>—</span>
                  <span style={visuallyHidden}>{t('not_applicable')}</span>
                </>
              ) : (
                formatNumber(component.lag)
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
