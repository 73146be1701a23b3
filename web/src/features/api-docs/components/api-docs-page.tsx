import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AsyncApiReference } from './asyncapi-reference';
import { OperationIndex } from './operation-index';

// Scalar's 1.2 MB renderer (and this wrapper) load only when the reader asks for them.
const OpenApiReference = lazy(() =>
  import('./openapi-reference').then((module) => ({ default: module.OpenApiReference })),
);

type View = 'http' | 'events';

/**
 * /docs and /api: the HTTP API and the event stream, from the contracts the server enforces. The
 * HTTP tab opens on the light operation index; `?reference=interactive` shows Scalar's renderer.
 */
export function ApiDocsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'events' ? 'events' : 'http';
  const interactive = params.get('reference') === 'interactive';
  const [focus, setFocus] = useState<string>();
  const dark = useTheme().palette.mode === 'dark';
  const openInteractive = (operationHash?: string) => {
    setFocus(operationHash);
    setParams({ reference: 'interactive' });
  };
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
        {t('apiDocs.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', my: 1, maxWidth: 760 }}>{t('apiDocs.intro')}</Typography>
      <Tabs
        value={view}
        onChange={(_e, next: View) => setParams(next === 'http' ? {} : { view: next }, { replace: true })}
      >
        <Tab value="http" label={t('apiDocs.http')} id="docs-tab-http" aria-controls="docs-panel" />
        <Tab value="events" label={t('apiDocs.events')} id="docs-tab-events" aria-controls="docs-panel" />
      </Tabs>
      <Box
        role="tabpanel"
        id="docs-panel"
        aria-labelledby={`docs-tab-${view}`}
        sx={{ mt: 2, minWidth: 0, overflowX: 'auto' }}
      >
        {view === 'events' ? (
          <AsyncApiReference />
        ) : interactive ? (
          <Suspense fallback={<p role="status">{t('apiDocs.loading')}</p>}>
            <OpenApiReference dark={dark} focus={focus} />
          </Suspense>
        ) : (
          <OperationIndex onOpen={openInteractive} />
        )}
      </Box>
    </Container>
  );
}
