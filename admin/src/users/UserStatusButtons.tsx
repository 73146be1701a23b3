import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { PintarDataProvider, UserStatusAction } from '../dataProvider';
import { statusAction } from './roles';
import type { AdminUser } from './types';

const icons = { deactivate: <PersonOffIcon />, reactivate: <HowToRegIcon /> };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error';

/**
 * A button that asks for confirmation in react-admin's dialog, then runs `command`. The server
 * answers once the change is stored, so the page is refreshed only after that.
 */
const ConfirmedCommand = ({
  action,
  title,
  content,
  options,
  command,
}: {
  action: UserStatusAction;
  title: string;
  content: string;
  options: Record<string, unknown>;
  command: () => Promise<void>;
}) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await command();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={`resources.users.actions.${action}`}
        onClick={(event) => {
          // Inside a clickable row, the click must not also open the record.
          event.stopPropagation();
          setOpen(true);
        }}
        color={action === 'deactivate' ? 'error' : 'primary'}
      >
        {icons[action]}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={title}
        content={content}
        titleTranslateOptions={options}
        contentTranslateOptions={options}
        confirmColor={action === 'deactivate' ? 'warning' : 'primary'}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Deactivate or Reactivate, whichever applies to the record (show and edit pages). */
export const UserStatusButton = () => {
  const record = useRecordContext<AdminUser>();
  const dataProvider = useDataProvider<PintarDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const action = statusAction(record.status);
  const options = { name: record.name || record.email };
  return (
    <ConfirmedCommand
      action={action}
      title={`resources.users.confirm.${action}_title`}
      content={`resources.users.confirm.${action}_content`}
      options={options}
      command={async () => {
        await dataProvider.setUserStatus(record.id, action);
        notify(`resources.users.notifications.${action}d`, { messageArgs: options });
        refresh();
      }}
    />
  );
};

/** Deactivate or Reactivate every selected user through the bulk endpoints. */
export const BulkStatusButton = ({ action }: { action: UserStatusAction }) => {
  const { selectedIds, onUnselectItems } = useListContext<AdminUser>();
  const dataProvider = useDataProvider<PintarDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <ConfirmedCommand
      action={action}
      title={`resources.users.confirm.bulk_${action}_title`}
      content={`resources.users.confirm.bulk_${action}_content`}
      options={{ smart_count: selectedIds.length }}
      command={async () => {
        const { data } = await dataProvider.setUsersStatus(selectedIds, action);
        // The answer lists who changed; users already in that state are not counted.
        notify(`resources.users.notifications.bulk_${action}d`, {
          messageArgs: { smart_count: data.length },
        });
        onUnselectItems();
        refresh();
      }}
    />
  );
};
