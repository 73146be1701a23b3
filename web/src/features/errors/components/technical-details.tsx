import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorReport, truncateUserAgent } from '../error-rules';

/** The collapsible Technical Details: what the report holds, as sent. */
export function TechnicalDetails({ report }: { report: ErrorReport }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rows: Array<[string, string]> = [
    ['errorCode', report.errorCode],
    ['message', report.message],
    ['timestamp', report.timestamp],
    ['url', report.url],
    ['userAgent', truncateUserAgent(report.userAgent)],
    ['retryCount', String(report.retryCount)],
    ['serverStatus', report.serverStatus],
    ['connectionStatus', report.connectionStatus],
  ];
  return (
    <Box sx={{ textAlign: 'left' }}>
      <Button aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('errorPages.server.technicalDetails')}
      </Button>
      <Collapse in={open} id={id}>
        <Box component="dl" sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, fontSize: 14 }}>
          {rows.map(([key, value]) => (
            <Box
              key={key}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: 1 }}
            >
              <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                {key}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
