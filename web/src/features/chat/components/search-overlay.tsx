import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatSearchResults } from '../../../components/chat-search/chat-search-results';
import { useChatSearch } from '../../../lib/chats/use-chat-search';

/** Search over chat titles and message text; Escape closes (the Dialog's own handling). */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { results, settled } = useChatSearch(query);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="chat-search-title">
      <DialogTitle id="chat-search-title">{t('chat.searchChats')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label={t('chat.searchChats')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ mt: 1, mb: 1 }}
        />
        <ChatSearchResults results={results} query={settled} onOpen={onClose} />
      </DialogContent>
    </Dialog>
  );
}
