import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { ExportDownloads, TemplateDownloads } from './FileDownloads';
import { ImportCard } from './ImportCard';
import { ImportHistory } from './ImportHistory';

const downloads = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))' };

/** The Import/Export tab (docs/product.md, Admin tabs): import, templates, export, history. */
export const ImportExportPage = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
    <Title title="pintar.import_export.title" />
    <ImportCard />
    <Box sx={downloads}>
      <TemplateDownloads />
      <ExportDownloads />
    </Box>
    <ImportHistory />
  </Box>
);
