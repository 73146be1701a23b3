import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { FetchState } from '../overview/FetchState';
import { useLiveFetch } from '../overview/useLiveFetch';
import { CONSUMER_KEYS_URL, type ConsumerKey, revokeConsumerKey } from './consumerKeysApi';
import { IssueKeyForm } from './IssueKeyForm';

const when = (iso: string | null, never: string) => (iso ? new Date(iso).toLocaleString() : never);

/** Keys for the event feed: issue one for chosen topics, see each one's last use, revoke it. */
export const ConsumerKeysPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const state = useLiveFetch<{ data: ConsumerKey[] }>(CONSUMER_KEYS_URL);
  const revoke = (key: ConsumerKey) =>
    revokeConsumerKey(key.id).then(state.refresh, (error: unknown) =>
      notify(
        translate('pintar.consumer_keys.not_revoked', {
          message: error instanceof Error ? error.message : String(error),
        }),
        { type: 'error' },
      ),
    );
  const never = translate('pintar.consumer_keys.never');
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1100 }}>
      <Title title={translate('pintar.consumer_keys.title')} />
      <Typography color="text.secondary">{translate('pintar.consumer_keys.about')}</Typography>
      <IssueKeyForm onIssued={state.refresh} />
      <FetchState state={state} what={translate('pintar.consumer_keys.what')} />
      {state.data?.data.length === 0 && (
        <Typography color="text.secondary">{translate('pintar.consumer_keys.none')}</Typography>
      )}
      {Boolean(state.data?.data.length) && (
        // A phone scrolls the table sideways rather than the whole page.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('pintar.consumer_keys.name')}</TableCell>
                <TableCell>{translate('pintar.consumer_keys.topics')}</TableCell>
                <TableCell>{translate('pintar.consumer_keys.issued_at')}</TableCell>
                <TableCell>{translate('pintar.consumer_keys.last_used')}</TableCell>
                <TableCell>{translate('pintar.consumer_keys.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.data!.data.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>{key.name}</TableCell>
                  <TableCell>
                    {key.topics.join(', ')}
                    {key.personalData && ` (${translate('pintar.consumer_keys.personal_data_granted')})`}
                  </TableCell>
                  <TableCell>{when(key.issuedAt, never)}</TableCell>
                  <TableCell>{when(key.lastUsedAt, never)}</TableCell>
                  <TableCell>
                    {key.revokedAt ? (
                      translate('pintar.consumer_keys.revoked_at', { time: when(key.revokedAt, never) })
                    ) : (
                      <Button color="error" size="small" onClick={() => void revoke(key)}>
                        {translate('pintar.consumer_keys.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
