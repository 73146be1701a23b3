import SendIcon from '@mui/icons-material/Send';
import { Create, email, maxLength, required, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';

const InviteToolbar = () => (
  <Toolbar>
    {/* Enabled on the empty form too, so pressing it says what is missing. */}
    <SaveButton label="resources.users.actions.send_invitation" icon={<SendIcon />} alwaysEnable />
  </Toolbar>
);

/**
 * "Add User": POST /api/admin/users/invite. The person gets a mail with a link to set their
 * password; until then the account is `invited`. A taken address comes back as a 409, shown
 * under the e-mail field in the server's words (see the data provider).
 */
export const UserCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<InviteToolbar />}>
      <TextInput
        source="email"
        type="email"
        autoComplete="off"
        validate={[required(), email(), maxLength(254)]}
        helperText="resources.users.helpers.invite"
      />
      <TextInput source="displayName" validate={maxLength(80)} />
    </SimpleForm>
  </Create>
);
