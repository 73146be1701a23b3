import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import { formatCount, formatDaily, formatTime, languageFigures } from './statsFormat';
import type { KnowledgeStatsState } from './useKnowledgeStats';

// A <figure> named by its <figcaption>, so screen readers and tests can ask for "Entries".
const Figure = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) => (
  <Box component="figure" data-testid={testId} sx={{ m: 0 }}>
    <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography variant="h5" component="div">
      {children}
    </Typography>
  </Box>
);

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: 2,
} as const;

const LanguageList = ({ figures }: { figures: ReturnType<typeof languageFigures> }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
      {figures.map((language) => (
        <Box component="li" key={language.code} data-testid={`knowledge-language-${language.code}`}>
          <Typography variant="body2" lang={language.code}>
            {language.name}
          </Typography>
          <Typography variant="h6" component="p">
            {translate('resources.knowledge.stats.entries_count', {
              smart_count: language.count,
              count: formatCount(language.count),
            })}
          </Typography>
          {language.needsTranslation > 0 ? (
            <Typography variant="caption" sx={{ color: 'warning.main' }}>
              {translate('resources.knowledge.stats.needs_translation', {
                smart_count: language.needsTranslation,
              })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
};

/** The spec's summary: entries, languages, categories, daily queries and the four languages. */
export const KnowledgeStatsCards = ({ state }: { state: KnowledgeStatsState }) => {
  const translate = useTranslate();
  const headingId = useId();
  const { figures, error, loading, refresh } = state;
  const label = (key: string) => translate(`resources.knowledge.stats.${key}`);
  const time = figures ? formatTime(figures.receivedAt) : '';
  const stats = figures?.stats;
  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={loading} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2" id={headingId} sx={{ flexGrow: 1 }}>
            {label('title')}
          </Typography>
          {figures ? (
            error ? (
              <Chip
                color="warning"
                variant="outlined"
                label={translate('resources.knowledge.stats.cached', { time })}
              />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {translate('resources.knowledge.stats.updated_at', { time })}
              </Typography>
            )
          ) : null}
          <Button
            onClick={refresh}
            loading={loading}
            loadingPosition="start"
            startIcon={<RefreshIcon />}
            variant="outlined"
            size="small"
          >
            {label('refresh')}
          </Button>
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('resources.knowledge.stats.failed', { message: error })}
          </Alert>
        ) : null}
        {stats ? (
          <>
            <Box sx={grid}>
              <Figure label={label('entries')} testId="knowledge-stat-entries">
                {formatCount(stats.total_entries)}
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {translate('resources.knowledge.stats.active', {
                    count: formatCount(stats.active_entries),
                  })}
                </Typography>
              </Figure>
              <Figure label={label('languages')} testId="knowledge-stat-languages">
                {formatCount(stats.languages)}
              </Figure>
              <Figure label={label('categories')} testId="knowledge-stat-categories">
                {formatCount(stats.categories_count)}
              </Figure>
              <Figure label={label('daily_queries')} testId="knowledge-stat-daily-queries">
                {formatDaily(stats.average_queries_per_day)}
              </Figure>
            </Box>
            <LanguageList figures={languageFigures(stats, figures.languages)} />
          </>
        ) : loading ? (
          <Box sx={grid} role="progressbar" aria-label={label('loading')}>
            {[0, 1, 2, 3].map((index) => (
              <div key={index}>
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" height={32} width="40%" />
              </div>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
