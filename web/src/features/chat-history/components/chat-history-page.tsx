import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatSearchResults } from '../../../components/chat-search/chat-search-results';
import { deleteChat, useChatStore } from '../../../lib/chats/chat-store';
import { useChatSearch } from '../../../lib/chats/use-chat-search';

/** `/chat-history`: a full-page search of this device's chats, with the overlay's rules. */
export function ChatHistoryPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { results, settled } = useChatSearch(query);
  const { entries, loaded } = useChatStore();
  const [failed, setFailed] = useState(false);
  // With no query every chat is listed, newest first.
  const shown =
    settled.trim() === ''
      ? entries.map((e) => ({
          chatId: e.id,
          title: e.title,
          lastUpdated: e.lastUpdated,
          inTitle: true,
          snippet: e.preview,
        }))
      : results;

  const remove = async (id: string) => setFailed(!(await deleteChat(id)));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {t('chatHistory.title')}
      </Typography>
      <TextField
        fullWidth
        type="search"
        label={t('chatHistory.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFailed(false)}>
          {t('chat.deleteFailed')}
        </Alert>
      )}
      {loaded && entries.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 3 }}>{t('chatHistory.empty')}</Typography>
      ) : (
        <ChatSearchResults
          results={shown}
          query={settled}
          actions={(result) => (
            <IconButton
              aria-label={`${t('chat.delete')}: ${result.title}`}
              onClick={() => void remove(result.chatId)}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          )}
        />
      )}
    </Container>
  );
}
