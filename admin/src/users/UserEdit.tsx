import {
  Edit,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { canChangeRoles, roleChoicesFor } from './roles';
import type { AdminUser } from './types';
import { UserStatusButton } from './UserStatusButtons';

const UserEditActions = () => (
  <TopToolbar>
    <ShowButton />
    <UserStatusButton />
  </TopToolbar>
);

// Save only: users are deactivated, never deleted (the API has no DELETE).
const UserEditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * admin and super_admin are offered only to a super_admin; for anyone else the role is shown
 * read-only (read-only, not disabled, so the whole record is still sent, as the API expects).
 */
const RoleInput = () => {
  const { permissions } = usePermissions<unknown>();
  const user = useRecordContext<AdminUser>();
  const editable = canChangeRoles(permissions);
  return (
    <SelectInput
      source="role"
      choices={roleChoicesFor(permissions, user?.role)}
      validate={required()}
      readOnly={!editable}
      helperText={editable ? false : 'resources.users.helpers.role_super_admin_only'}
    />
  );
};

/** Display name and role. The API answers once the change is stored, hence pessimistic. */
export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" actions={<UserEditActions />}>
    <SimpleForm toolbar={<UserEditToolbar />}>
      <TextInput source="displayName" validate={[required(), maxLength(80)]} />
      <RoleInput />
    </SimpleForm>
  </Edit>
);
