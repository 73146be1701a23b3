import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { Button, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import { errorText } from './errorText';
import { categoryChoices, statusChoices } from './placeChoices';
import type { BulkPlaceUpdates } from './types';

/** The dialog's choice: '' leaves the field as it is. */
const toUpdates = (status: string, category: string): BulkPlaceUpdates => ({
  ...(status ? { status: status as BulkPlaceUpdates['status'] } : {}),
  ...(category ? { category: category as BulkPlaceUpdates['category'] } : {}),
});

/** Sets the status and/or category of the selection (POST /api/admin/places/bulk/update). */
export const PlaceBulkUpdateButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [category, setCategory] = useState('');
  const updates = toUpdates(status, category);
  const nothingChosen = Object.keys(updates).length === 0;

  const close = () => {
    setOpen(false);
    setStatus('');
    setCategory('');
  };
  const apply = () =>
    updateMany(
      'places',
      { ids: selectedIds, data: updates },
      {
        mutationMode: 'pessimistic',
        onSuccess: (ids) => {
          notify('resources.places.notifications.bulk_updated', {
            messageArgs: { smart_count: ids?.length ?? 0 },
          });
          onUnselectItems();
          close();
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );

  return (
    <>
      <Button label="resources.places.actions.bulk_update" onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {translate('resources.places.bulk_update.title', { smart_count: selectedIds.length })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('resources.places.bulk_update.help')}</DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              select
              label={translate('resources.places.fields.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              <MenuItem value="">{translate('resources.places.bulk_update.unchanged')}</MenuItem>
              {statusChoices(translate).map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('resources.places.fields.category')}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <MenuItem value="">{translate('resources.places.bulk_update.unchanged')}</MenuItem>
              {categoryChoices(translate).map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton onClick={apply} disabled={nothingChosen} loading={isPending} variant="contained">
            {translate('resources.places.bulk_update.apply')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
