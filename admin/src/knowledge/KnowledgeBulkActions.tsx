import EditNoteIcon from '@mui/icons-material/EditNote';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box } from '@mui/material';
import { useState } from 'react';
import {
  BulkActionsToolbar,
  BulkActionsToolbarClasses,
  BulkDeleteButton,
  Button,
  SelectAllButton,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdateMany,
} from 'react-admin';
import { BULK_LIMIT } from '../dataProvider';
import { ChoiceDialog } from './ChoiceDialog';
import { translateEntries } from './knowledgeApi';
import { languageChoices, statusChoices } from './languages';
import { summariseTranslations } from './translationSummary';

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error';

/** Sets the status of every selected entry (POST /knowledge/bulk/update), after confirmation. */
const BulkStatusButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const count = { smart_count: selectedIds.length };
  const confirm = (status: string) =>
    updateMany(
      'knowledge',
      { ids: selectedIds, data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: (ids) => {
          notify('resources.knowledge.notifications.status_set', {
            messageArgs: {
              smart_count: ids?.length ?? 0,
              status: translate(`resources.knowledge.statuses.${status}`),
            },
          });
          setOpen(false);
          onUnselectItems();
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );
  return (
    <>
      <Button label="resources.knowledge.actions.set_status" onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      <ChoiceDialog
        open={open}
        title={translate('resources.knowledge.confirm.status_title', count)}
        content={translate('resources.knowledge.confirm.status_content')}
        label={translate('resources.knowledge.fields.status')}
        choices={statusChoices}
        confirmLabel={translate('resources.knowledge.actions.set_status')}
        pending={isPending}
        onConfirm={(status) => void confirm(status)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * Translates every selected entry into one language (POST /knowledge/bulk/translate) and says how
 * many a provider translated and how many became drafts waiting for a translator.
 */
const BulkTranslateButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async (language: string) => {
    setPending(true);
    try {
      const summary = summariseTranslations(await translateEntries(selectedIds.map(String), language));
      notify('resources.knowledge.notifications.bulk_translated', {
        messageArgs: { ...summary, language: languageChoices.find((choice) => choice.id === language)?.name },
        autoHideDuration: 10_000,
      });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label="resources.knowledge.actions.translate_selected" onClick={() => setOpen(true)}>
        <TranslateIcon />
      </Button>
      <ChoiceDialog
        open={open}
        title={translate('resources.knowledge.confirm.translate_title', { smart_count: selectedIds.length })}
        content={translate('resources.knowledge.confirm.translate_content')}
        label={translate('resources.knowledge.fields.target_language')}
        choices={languageChoices}
        confirmLabel={translate('resources.knowledge.actions.translate')}
        pending={pending}
        onConfirm={(language) => void confirm(language)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

// The empty toolbar is hidden, not only collapsed, so its buttons are neither announced nor
// tabbed to (as on the Users list). Delete is pessimistic, hence react-admin's confirmation.
export const KnowledgeBulkActions = () => (
  <Box sx={{ [`& .${BulkActionsToolbarClasses.collapsed}`]: { visibility: 'hidden' } }}>
    <BulkActionsToolbar selectAllButton={<SelectAllButton limit={BULK_LIMIT} />}>
      <BulkStatusButton />
      <BulkTranslateButton />
      <BulkDeleteButton mutationMode="pessimistic" />
    </BulkActionsToolbar>
  </Box>
);
