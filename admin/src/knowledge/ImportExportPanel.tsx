import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { type DownloadPath, downloadFile } from './knowledgeApi';
import { KnowledgeImport } from './KnowledgeImport';

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

interface Download {
  path: DownloadPath;
  label: string;
  done: string;
  failed: string;
}

const DOWNLOADS: Download[] = [
  { path: '/export/json', label: 'export_json', done: 'export_done', failed: 'export_failed' },
  { path: '/export/csv', label: 'export_csv', done: 'export_done', failed: 'export_failed' },
  { path: '/templates/json', label: 'template_json', done: 'template_done', failed: 'template_failed' },
  { path: '/templates/csv', label: 'template_csv', done: 'template_done', failed: 'template_failed' },
];

const DownloadButtons = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState<DownloadPath | null>(null);
  const run = async (download: Download) => {
    const format = download.path.endsWith('csv') ? 'CSV' : 'JSON';
    setPending(download.path);
    try {
      const name = await downloadFile(download.path);
      notify(`resources.knowledge.export.${download.done}`, {
        type: 'success',
        messageArgs: { format, name },
      });
    } catch (error) {
      notify(`resources.knowledge.export.${download.failed}`, {
        type: 'error',
        messageArgs: { message: errorText(error) },
      });
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {DOWNLOADS.map((download) => (
        <Button
          key={download.path}
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={pending === download.path}
          loadingPosition="start"
          onClick={() => void run(download)}
        >
          {translate(`resources.knowledge.export.${download.label}`)}
        </Button>
      ))}
    </Stack>
  );
};

/** The tab's import and export, folded away until needed. */
export const ImportExportPanel = ({ onImported }: { onImported: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    // The summary is wrapped in an h2 (slotProps.heading), so the panel is in the page's outline.
    <Accordion sx={{ mt: 2 }} disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h6" component="span">
          {translate('resources.knowledge.import_export')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <KnowledgeImport
          onImported={() => {
            refresh();
            onImported();
          }}
        />
        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {translate('resources.knowledge.export.title')}
        </Typography>
        <DownloadButtons />
      </AccordionDetails>
    </Accordion>
  );
};
