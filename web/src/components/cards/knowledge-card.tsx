import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { renderMarkdown } from '../../lib/markdown';
import { str } from './card-data';
import { CardFrame, type CardProps, SourceLine } from './card-frame';
import type { KnowledgeCardData } from './card-types';

/** A knowledge-base entry (KnowledgeEntry in openapi.yaml), sanitised, with a link to /help. */
export function KnowledgeCard({ data: raw, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const data = raw as KnowledgeCardData;
  const html = useMemo(() => renderMarkdown(str(data.content) ?? ''), [data.content]);
  const id = str(data.id);
  return (
    <CardFrame
      title={str(data.title) ?? t('cards.knowledge.title')}
      status={status}
      onRetry={onRetry}
      testId="knowledge-card"
      footer={<SourceLine source={t('cards.knowledge.title')} asOf={str(data.updated_at)} />}
    >
      <Box
        lang={str(data.language)}
        sx={{ overflowWrap: 'anywhere', '& :first-of-type': { mt: 0 }, '& pre': { whiteSpace: 'pre-wrap' } }}
        // Safe: renderMarkdown sanitises with DOMPurify.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <Link component={RouterLink} to={id ? `/help/${id}` : '/help'} variant="body2">
        {t('cards.knowledge.more')}
      </Link>
    </CardFrame>
  );
}
