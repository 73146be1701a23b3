import TranslateIcon from '@mui/icons-material/Translate';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import {
  EditButton,
  RecordContextProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { translateEntry } from './knowledgeApi';
import { KNOWLEDGE_LANGUAGES, type KnowledgeLanguage, LANGUAGE_NAMES, textDirection } from './languages';
import { NeedsTranslationBadge, StatusChip } from './KnowledgeFields';
import { providerName, translationOutcome } from './translationSummary';
import type { KnowledgeEntry, TranslateResult } from './types';

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error';

const Version = ({ entry, current }: { entry: KnowledgeEntry; current: boolean }) => {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={entry}>
      <Stack spacing={1} data-testid={`translation-${entry.language}`} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle1" lang={entry.language} dir={textDirection(entry.language)}>
          {entry.title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <StatusChip />
          <NeedsTranslationBadge entry={entry} />
        </Stack>
        {current ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('resources.knowledge.translations.this_entry')}
          </Typography>
        ) : (
          <EditButton
            record={entry}
            resource="knowledge"
            label={translate('resources.knowledge.translations.edit', {
              language: LANGUAGE_NAMES[entry.language],
            })}
          />
        )}
      </Stack>
    </RecordContextProvider>
  );
};

const TranslateButton = ({
  language,
  pending,
  disabled,
  onClick,
}: {
  language: KnowledgeLanguage;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<TranslateIcon />}
      loading={pending}
      loadingPosition="start"
      disabled={disabled}
      onClick={onClick}
      data-testid={`translate-to-${language}`}
    >
      {translate('resources.knowledge.translations.translate_to', { language: LANGUAGE_NAMES[language] })}
    </Button>
  );
};

/** What the last translation did, in words: a provider's text, or a draft for a translator. */
const Outcome = ({ result }: { result: TranslateResult }) => {
  const translate = useTranslate();
  const language = LANGUAGE_NAMES[result.entry.language] ?? result.entry.language;
  const outcome = translationOutcome(result);
  return (
    <Alert
      severity={outcome === 'draft' ? 'warning' : 'success'}
      data-testid="translation-outcome"
      sx={{ mb: 2 }}
    >
      {outcome === 'draft'
        ? translate('resources.knowledge.translations.draft_created', { language })
        : translate('resources.knowledge.translations.translated', {
            language,
            provider: providerName(result.provider),
          })}
    </Alert>
  );
};

/**
 * The entry's versions side by side, one column per language (entries sharing its
 * translation_group), and a "Translate to …" button where a language is missing.
 */
export const TranslationsPanel = () => {
  const entry = useRecordContext<KnowledgeEntry>();
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
  const [pending, setPending] = useState<KnowledgeLanguage | null>(null);
  const [last, setLast] = useState<TranslateResult | null>(null);
  const group = entry?.translation_group ?? entry?.id;
  const { data, isPending, error, refetch } = useGetList<KnowledgeEntry>(
    'knowledge',
    {
      filter: { translation_group: group },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'language', order: 'ASC' },
    },
    { enabled: Boolean(group) },
  );
  if (!entry) return null;

  const run = async (language: KnowledgeLanguage) => {
    setPending(language);
    try {
      setLast(await translateEntry(String(entry.id), language));
      await refetch();
    } catch (failure) {
      notify(errorText(failure), { type: 'error' });
    } finally {
      setPending(null);
    }
  };

  const versions = data ?? [];
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 2 }}>
          {translate('resources.knowledge.translations.title')}
        </Typography>
        <Box aria-live="polite">{last ? <Outcome result={last} /> : null}</Box>
        {error ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void refetch()}>{translate('ra.action.refresh')}</Button>}
          >
            {errorText(error)}
          </Alert>
        ) : (
          <Box
            aria-busy={isPending}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}
          >
            {KNOWLEDGE_LANGUAGES.map((language) => {
              const inLanguage = versions.filter((version) => version.language === language);
              return (
                <Box key={language} component="section" aria-label={LANGUAGE_NAMES[language]}>
                  <Typography variant="overline" component="h3" lang={language}>
                    {LANGUAGE_NAMES[language]}
                  </Typography>
                  <Stack spacing={2}>
                    {inLanguage.map((version) => (
                      <Version key={version.id} entry={version} current={version.id === entry.id} />
                    ))}
                    {!isPending && inLanguage.length === 0 ? (
                      <TranslateButton
                        language={language}
                        pending={pending === language}
                        disabled={pending !== null}
                        onClick={() => void run(language)}
                      />
                    ) : null}
                  </Stack>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
