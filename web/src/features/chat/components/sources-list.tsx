import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ChatSource } from '@pintar/contracts/chat';
import { useTranslation } from 'react-i18next';
import { isSafeHref } from '../../../lib/safe-href';

/** Where the answer's figures came from and how fresh they are. */
export function SourcesList({ sources }: { sources: ChatSource[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('chat.sources')} sx={{ mt: 1 }}>
      <Typography variant="caption" component="h3" sx={{ fontWeight: 700, color: 'text.secondary', m: 0 }}>
        {t('chat.sources')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {sources.map((source, i) => {
          const notes = [
            source.asOf && t('chat.asOf', { date: source.asOf }),
            source.kind === 'estimate' && t('chat.estimate'),
            source.fallback && t('chat.fallbackSource'),
          ].filter(Boolean);
          return (
            <Typography component="li" variant="caption" key={i} sx={{ color: 'text.secondary' }}>
              {source.url && isSafeHref(source.url) ? (
                <Link href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.name}
                </Link>
              ) : (
                source.name
              )}
              {notes.length > 0 && ` (${notes.join(', ')})`}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
