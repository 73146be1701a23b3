import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ChatSearchResult } from '../../lib/chats/chat-search';

interface ChatSearchResultsProps {
  results: ChatSearchResult[];
  query: string;
  onOpen?: () => void;
  /** Extra actions per result (the history page's Delete). */
  actions?: (result: ChatSearchResult) => ReactNode;
}

/** Search results shared by the sidebar overlay and /chat-history; 'No results found' when none. */
export function ChatSearchResults({ results, query, onOpen, actions }: ChatSearchResultsProps) {
  const { t } = useTranslation();
  if (query.trim() !== '' && results.length === 0) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', py: 2 }}>
        {t('chatHistory.noResults')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t('chatHistory.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {results.map((result) => (
        <Box
          component="li"
          key={result.chatId}
          data-testid="search-result"
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Link
            component={RouterLink}
            to={`/chat/${result.chatId}`}
            onClick={onOpen}
            underline="hover"
            color="inherit"
            sx={{ flexGrow: 1, minWidth: 0 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {result.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {result.snippet}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('chatHistory.updated', { date: new Date(result.lastUpdated).toLocaleString() })}
            </Typography>
          </Link>
          {actions?.(result)}
        </Box>
      ))}
    </Box>
  );
}
