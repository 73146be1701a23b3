import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadFile } from './importApi';

type Format = 'csv' | 'json';
const FORMATS: Format[] = ['csv', 'json'];

const today = () => new Date().toISOString().slice(0, 10);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A button that downloads one file, busy while it does, and says how it went. */
const DownloadButton = ({
  label,
  icon,
  testId,
  download,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  download: () => Promise<void>;
}) => {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={icon}
      loading={busy}
      loadingPosition="start"
      data-testid={testId}
      onClick={() => {
        setBusy(true);
        void download().finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
};

const DownloadCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The spec's template download: an empty file in the import's layout. */
export const TemplateDownloads = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`pintar.import_export.templates.${key}`, options);
  return (
    <DownloadCard title={t('title')}>
      {FORMATS.map((format) => (
        <DownloadButton
          key={format}
          label={t(`download_${format}`)}
          icon={<DescriptionIcon />}
          testId={`template-${format}`}
          download={() =>
            downloadFile(`/templates/${format}`, `pintar-places-template.${format}`).then(
              () => notify(t(`downloaded_${format}`), { type: 'success' }),
              (error: unknown) => notify(t('failed', { message: reason(error) }), { type: 'error' }),
            )
          }
        />
      ))}
    </DownloadCard>
  );
};

/** The spec's export: every place, as JSON or CSV, in a file named with the date. */
export const ExportDownloads = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`pintar.import_export.export.${key}`, options);
  return (
    <DownloadCard title={t('title')}>
      {FORMATS.map((format) => (
        <DownloadButton
          key={format}
          label={t(`as_${format}`)}
          icon={<DownloadIcon />}
          testId={`export-${format}`}
          download={() =>
            downloadFile(`/export/${format}`, `pintar-places-${today()}.${format}`).then(
              () => notify(t('completed', { format: format.toUpperCase() }), { type: 'success' }),
              (error: unknown) => notify(t('failed', { message: reason(error) }), { type: 'error' }),
            )
          }
        />
      ))}
    </DownloadCard>
  );
};
