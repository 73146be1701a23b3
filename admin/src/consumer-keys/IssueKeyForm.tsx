import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { GRANTABLE_TOPICS, issueConsumerKey, PERSONAL_DATA_TOPICS } from './consumerKeysApi';

/** Names a key and its topics; shows the new secret once, since the API keeps only its hash. */
export const IssueKeyForm = ({ onIssued }: { onIssued: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [topics, setTopics] = useState<string[]>([]);
  const [personalData, setPersonalData] = useState(false);
  // The server refuses a personal-data topic without the flag; say so before the admin asks.
  const needsFlag = topics.some((topic) => PERSONAL_DATA_TOPICS.includes(topic)) && !personalData;
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (topic: string) =>
    setTopics((chosen) => (chosen.includes(topic) ? chosen.filter((t) => t !== topic) : [...chosen, topic]));
  const issue = async () => {
    setBusy(true);
    try {
      const issued = await issueConsumerKey(name.trim(), topics, personalData);
      setSecret(issued.secret);
      setName('');
      setTopics([]);
      setPersonalData(false);
      onIssued();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify(translate('pintar.consumer_keys.not_issued', { message }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h6">{translate('pintar.consumer_keys.issue')}</Typography>
      <TextField
        label={translate('pintar.consumer_keys.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        size="small"
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ maxWidth: 400 }}
      />
      <FormGroup row aria-label={translate('pintar.consumer_keys.topics')}>
        {GRANTABLE_TOPICS.map((topic) => (
          <FormControlLabel
            key={topic}
            control={<Checkbox checked={topics.includes(topic)} onChange={() => toggle(topic)} />}
            label={topic}
          />
        ))}
      </FormGroup>
      <FormControlLabel
        control={<Checkbox checked={personalData} onChange={(e) => setPersonalData(e.target.checked)} />}
        label={translate('pintar.consumer_keys.personal_data')}
      />
      {needsFlag && <Alert severity="info">{translate('pintar.consumer_keys.personal_data_needed')}</Alert>}
      <Box>
        <Button
          variant="contained"
          disabled={busy || name.trim() === '' || topics.length === 0 || needsFlag}
          onClick={() => void issue()}
        >
          {translate('pintar.consumer_keys.issue')}
        </Button>
      </Box>
      {secret && (
        <Alert severity="warning" onClose={() => setSecret(null)}>
          <Typography variant="body2">{translate('pintar.consumer_keys.shown_once')}</Typography>
          <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {secret}
          </Typography>
        </Alert>
      )}
    </Box>
  );
};
