import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/settings-store';
import { useHelpEntries } from '../api/get-help-entries';
import type { HelpEntrySummary } from '../api/help-entry';
import { type HelpLanguage, helpLanguageFor, helpLanguageName } from '../help-language';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { HelpEntryList } from './help-entry-list';
import { HelpError, HelpLoading } from './help-states';

/** Long enough to let a word be typed, short enough to feel live. */
const SEARCH_DELAY_MS = 300;

/** No articles: for a search, says nothing matched; otherwise offers the English ones. */
function NoEntries({
  query,
  language,
  onShowEnglish,
}: {
  query: string;
  language: HelpLanguage;
  onShowEnglish: () => void;
}) {
  const { t } = useTranslation();
  if (query) return <Typography data-testid="help-empty">{t('help.noMatch', { query })}</Typography>;
  return (
    <Box data-testid="help-empty">
      <Typography>{t('help.none', { language: helpLanguageName(language) })}</Typography>
      {language !== 'en' ? (
        <Button onClick={onShowEnglish} sx={{ mt: 1 }}>
          {t('help.showEnglish')}
        </Button>
      ) : null}
    </Box>
  );
}

/** "Show more articles" under a list with more to come; its own progress and failure. */
function More({ list }: { list: ReturnType<typeof useHelpEntries> }) {
  const { t } = useTranslation();
  if (!list.more) return null;
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      {list.moreFailed ? (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'start' }} data-testid="help-more-failed">
          {t('help.moreFailed')}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        onClick={list.showMore}
        loading={list.loadingMore}
        data-testid="help-show-more"
      >
        {list.moreFailed ? t('help.retry') : t('help.showMore')}
      </Button>
    </Box>
  );
}

function Results({
  list,
  query,
  language,
  onShowEnglish,
}: {
  list: ReturnType<typeof useHelpEntries> & { entries: readonly HelpEntrySummary[] };
  query: string;
  language: HelpLanguage;
  onShowEnglish: () => void;
}) {
  if (!list.entries.length)
    return <NoEntries query={query} language={language} onShowEnglish={onShowEnglish} />;
  return (
    <>
      <HelpEntryList entries={list.entries} />
      <More list={list} />
    </>
  );
}

/** /help: the knowledge base's help articles in the reader's language, searchable. */
export function HelpPage() {
  const { t } = useTranslation();
  const resultsId = useId();
  const preferred = helpLanguageFor(useSettings().general.language);
  // "Show the English articles" holds only for the UI language it was chosen in.
  const [english, setEnglish] = useState<{ for: HelpLanguage } | null>(null);
  const language: HelpLanguage = english?.for === preferred.language ? 'en' : preferred.language;
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const list = useHelpEntries(language, search);
  const { entries, loading, failure, retry } = list;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
        {t('help.title')}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('help.intro')}</Typography>
      {preferred.fallback ? (
        <Alert severity="info" sx={{ mt: 3 }} data-testid="help-language-fallback">
          {t('help.tamilFallback')}
        </Alert>
      ) : null}
      <TextField
        type="search"
        label={t('help.searchLabel')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ mt: 4 }}
        slotProps={{
          htmlInput: { 'aria-controls': resultsId },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box id={resultsId} aria-live="polite" aria-busy={loading} sx={{ mt: 3, minHeight: '6rem' }}>
        {/* Results stay while a newer search runs, under a thin progress bar, so they do not flicker. */}
        {loading && entries ? <LinearProgress aria-label={t('help.loading')} sx={{ mb: 1 }} /> : null}
        {failure ? (
          <HelpError failure={failure} message={t('help.loadFailed')} onRetry={retry} />
        ) : entries ? (
          <Results
            list={{ ...list, entries }}
            query={search}
            language={language}
            onShowEnglish={() => setEnglish({ for: preferred.language })}
          />
        ) : (
          <HelpLoading label={t('help.loading')} />
        )}
      </Box>
    </Container>
  );
}
