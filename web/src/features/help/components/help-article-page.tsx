import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useHelpArticle } from '../api/get-help-article';
import type { HelpArticle } from '../api/help-entry';
import { helpLanguageName, textDirection } from '../help-language';
import { HelpError, HelpLoading } from './help-states';
import { MarkdownContent } from './markdown-content';

function OtherLanguages({ article }: { article: HelpArticle }) {
  const { t } = useTranslation();
  const others = article.translations.filter((translation) => translation.id !== article.id);
  if (!others.length) return null;
  return (
    <Box component="nav" aria-label={t('help.otherLanguages')} sx={{ mt: 5 }}>
      <Typography component="h2" variant="h6">
        {t('help.otherLanguages')}
      </Typography>
      <Box component="ul" sx={{ pl: 2 }}>
        {others.map((translation) => (
          <li key={translation.id}>
            <Link
              component={RouterLink}
              to={`/help/${encodeURIComponent(translation.id)}`}
              hrefLang={translation.language}
            >
              <span lang={translation.language}>{helpLanguageName(translation.language)}</span>
              {': '}
              <span lang={translation.language} dir={textDirection(translation.language)}>
                {translation.title}
              </span>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function Article({ article }: { article: HelpArticle }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(article.title);
  const updated = new Date(article.updated_at);
  return (
    <article>
      <Typography
        component="h1"
        variant="h3"
        sx={{ fontWeight: 800 }}
        lang={article.language}
        dir={textDirection(article.language)}
      >
        {article.title}
      </Typography>
      {Number.isNaN(updated.getTime()) ? null : (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {t('help.updated', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(updated),
          })}
        </Typography>
      )}
      <Box sx={{ mt: 4 }}>
        <MarkdownContent text={article.content} language={article.language} />
      </Box>
      <OtherLanguages article={article} />
    </article>
  );
}

/** /help/:id: one help article, with links to its other-language versions. */
export function HelpArticlePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, failure, retry } = useHelpArticle(id);
  // The previous article is not shown while the next one loads.
  const article = loading ? undefined : data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Button component={RouterLink} to="/help" startIcon={<ArrowBackIcon />} sx={{ mb: 3 }}>
        {t('help.backToHelp')}
      </Button>
      {failure?.kind === 'not-found' ? (
        <Alert severity="warning">{t('help.notFound')}</Alert>
      ) : failure ? (
        <HelpError failure={failure} message={t('help.articleFailed')} onRetry={retry} />
      ) : article ? (
        <Article article={article} />
      ) : (
        <HelpLoading label={t('help.loading')} />
      )}
    </Container>
  );
}
