import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';
import { OfflinePage } from './offline-page';
import { ServerErrorPage } from './server-error-page';

const PAGES = ['404', '500', '403', 'offline'] as const;
type DemoPage = (typeof PAGES)[number];

/** /demo/errors: each error page as it really behaves (the 500 page's report is marked as a demo). */
export function DemoErrorsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState<DemoPage>('404');
  return (
    <Container maxWidth="lg" sx={{ pt: 4 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('errorPages.demo.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', my: 1 }}>{t('errorPages.demo.intro')}</Typography>
      <Tabs
        value={page}
        onChange={(_e, value: DemoPage) => setPage(value)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {PAGES.map((p) => (
          <Tab
            key={p}
            value={p}
            label={t(`errorPages.demo.tab.${p}`)}
            id={`demo-tab-${p}`}
            aria-controls="demo-panel"
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="demo-panel"
        aria-labelledby={`demo-tab-${page}`}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      >
        {page === '404' && <NotFoundPage />}
        {page === '500' && (
          <ServerErrorPage
            report={false}
            error={new Error('Demonstration of the 500 page (/demo/errors)')}
            onRetry={() => setPage('500')}
          />
        )}
        {page === '403' && <ForbiddenPage />}
        {page === 'offline' && <OfflinePage onRecovered={() => setPage('offline')} />}
      </Box>
    </Container>
  );
}
