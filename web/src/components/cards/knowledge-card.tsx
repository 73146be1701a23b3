import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MarkdownText } from '../markdown-text';
import { str } from './card-data';
import { CardFrame, type CardProps, SourceLine } from './card-frame';
import type { KnowledgeCardData } from './card-types';

/** A knowledge-base entry (KnowledgeEntry in openapi.yaml), sanitised, with a link to /help. */
export function KnowledgeCard({ data: raw, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const data = raw as KnowledgeCardData;
  const id = str(data.id);
  return (
    <CardFrame
      title={str(data.title) ?? t('cards.knowledge.title')}
      status={status}
      onRetry={onRetry}
      testId="knowledge-card"
      footer={<SourceLine source={t('cards.knowledge.title')} asOf={str(data.updated_at)} />}
    >
      <MarkdownText
        text={str(data.content) ?? ''}
        lang={str(data.language)}
        sx={{ overflowWrap: 'anywhere', '& :first-of-type': { mt: 0 }, '& pre': { whiteSpace: 'pre-wrap' } }}
      />
      <Link component={RouterLink} to={id ? `/help/${id}` : '/help'} variant="body2">
        {t('cards.knowledge.more')}
      </Link>
    </CardFrame>
  );
}
