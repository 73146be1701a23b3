import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  BulkActionsToolbar,
  BulkActionsToolbarClasses,
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  List,
  Pagination,
  SelectAllButton,
  ShowButton,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { NOT_SET } from '../common/NotSet';
import { BULK_LIMIT } from '../dataProvider';
import { userFilters } from './userFilters';
import { StatusChip, UserAvatar, UserCell } from './UserFields';
import { BulkStatusButton } from './UserStatusButtons';
import type { AdminUser } from './types';

export const USERS_PER_PAGE = 25;

const UserListActions = () => (
  <TopToolbar>
    {/* Pintar has no sign-up on behalf of others: adding a user sends an invitation. */}
    <CreateButton label="resources.users.actions.add" icon={<PersonAddIcon />} />
  </TopToolbar>
);

// "Select all" picks at most what one bulk call accepts. No export: its unbounded fetch would
// exceed the API's page limits, and it is not in the spec. The empty toolbar is only collapsed to
// zero height by react-admin; hidden here, so its buttons are neither announced nor tabbed to.
const UserBulkActions = () => (
  <Box sx={{ [`& .${BulkActionsToolbarClasses.collapsed}`]: { visibility: 'hidden' } }}>
    <BulkActionsToolbar selectAllButton={<SelectAllButton limit={BULK_LIMIT} />}>
      <BulkStatusButton action="deactivate" />
      <BulkStatusButton action="reactivate" />
    </BulkActionsToolbar>
  </Box>
);

const Column = DataTable.Col<AdminUser>;

/**
 * On a phone the seven columns cannot fit: each user is one line of a list (picture, name, e-mail,
 * status and plan), opening the same record page, as react-admin's demo does.
 */
const UserPhoneList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<AdminUser>
      leftAvatar={(user) => <UserAvatar user={user} />}
      primaryText={(user) => user.name || user.displayName}
      secondaryText={(user) => user.email}
      tertiaryText={(user) => `${translate(`resources.users.statuses.${user.status}`)} · ${user.plan}`}
      linkType="show"
      sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
    />
  );
};

export const UserList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={userFilters}
      actions={<UserListActions />}
      perPage={USERS_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={[USERS_PER_PAGE]} />}
      sort={{ field: 'joinDate', order: 'DESC' }}
    >
      {phone ? <UserPhoneList /> : <UserTable />}
    </List>
  );
};

const UserTable = () => (
  <DataTable rowClick="show" bulkActionsToolbar={<UserBulkActions />}>
    <Column source="name" label="resources.users.fields.user" render={(user) => <UserCell user={user} />} />
    <Column source="status">
      <StatusChip />
    </Column>
    <Column source="plan" />
    <Column source="joinDate" field={DateField} />
    <Column source="lastSeen">
      <DateField source="lastSeen" showTime emptyText="resources.users.never" />
    </Column>
    <Column source="location">
      <TextField source="location" emptyText={NOT_SET} />
    </Column>
    <Column label="resources.users.fields.actions" disableSort>
      <ShowButton />
      <EditButton />
    </Column>
  </DataTable>
);
