import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import {
  Button as MuiButton,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorText } from './errorText';
import { enhancePlace } from './placesApi';
import type { EnhanceResult, Place } from './types';

/** What the enrichment did: which source filled which fields, or that nothing matched. */
const EnhanceResultDialog = ({ result, onClose }: { result: EnhanceResult | null; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const source = result?.source
    ? translate(`resources.places.sources.${result.source}`, { _: result.source })
    : '';
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      // React events bubble out of portals: a click here must not reach the list row under it.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>
        {translate('resources.places.enhance.title', { name: result?.place.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        {result?.enhanced ? (
          <>
            <DialogContentText>
              {translate('resources.places.enhance.filled', { source, smart_count: result.fields.length })}
            </DialogContentText>
            {result.message ? <DialogContentText sx={{ mt: 1 }}>{result.message}</DialogContentText> : null}
            <Stack
              direction="row"
              component="ul"
              sx={{ flexWrap: 'wrap', gap: 1, p: 0, mt: 2, listStyle: 'none' }}
            >
              {result.fields.map((field) => (
                <li key={field}>
                  <Chip
                    size="small"
                    label={`${translate(`resources.places.fields.${field}`, { _: field })} · ${source}`}
                  />
                </li>
              ))}
            </Stack>
          </>
        ) : (
          // The server says what matched and how far, or why nothing did (no name, too far, ambiguous).
          <DialogContentText>
            {result?.message ??
              translate(
                result?.matched
                  ? 'resources.places.enhance.nothing_to_add'
                  : 'resources.places.enhance.no_match',
              )}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};

/** POST /api/admin/places/{id}/enhance for the record, then shows the result. */
export const EnhanceButton = () => {
  const place = useRecordContext<Place>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<EnhanceResult | null>(null);
  if (!place) return null;
  const run = async () => {
    setPending(true);
    try {
      setResult(await enhancePlace(place.id));
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        label="resources.places.actions.enhance_one"
        disabled={pending}
        onClick={(event) => {
          // Inside a clickable row, the click must not also open the record.
          event.stopPropagation();
          void run();
        }}
      >
        <AutoFixHighIcon />
      </Button>
      <EnhanceResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
};
