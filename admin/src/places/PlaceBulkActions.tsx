import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { Box } from '@mui/material';
import { useState } from 'react';
import {
  BulkActionsToolbar,
  BulkActionsToolbarClasses,
  BulkDeleteButton,
  Button,
  Confirm,
  SelectAllButton,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import { BULK_LIMIT } from '../dataProvider';
import { errorText } from './errorText';
import { PlaceBulkUpdateButton } from './PlaceBulkUpdateButton';
import { enhancePlaces } from './placesApi';

/** Enhance the selection from the enrichment sources, after confirmation. */
const BulkEnhanceButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const result = await enhancePlaces(selectedIds.map(String));
      notify('resources.places.notifications.bulk_enhanced', {
        messageArgs: {
          smart_count: result.enhanced,
          matched: result.matched,
          unmatched: result.unmatched,
          ...result.reasons,
        },
        type: result.unmatched > 0 ? 'warning' : 'info',
      });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="resources.places.actions.enhance" onClick={() => setOpen(true)}>
        <AutoFixHighIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="resources.places.confirm.bulk_enhance_title"
        content="resources.places.confirm.bulk_enhance_content"
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        contentTranslateOptions={{ smart_count: selectedIds.length }}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

// As in the Users list: "select all" picks at most what one bulk call accepts, and the collapsed
// toolbar is hidden so its buttons are neither announced nor tabbed to.
export const PlaceBulkActions = () => (
  <Box sx={{ [`& .${BulkActionsToolbarClasses.collapsed}`]: { visibility: 'hidden' } }}>
    <BulkActionsToolbar selectAllButton={<SelectAllButton limit={BULK_LIMIT} />}>
      <PlaceBulkUpdateButton />
      <BulkEnhanceButton />
      {/* Pessimistic: react-admin asks for confirmation, then one bulk command deletes them. */}
      <BulkDeleteButton mutationMode="pessimistic" />
    </BulkActionsToolbar>
  </Box>
);
