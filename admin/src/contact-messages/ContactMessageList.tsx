import { DataTable, DateField, EmailField, List, TextField } from 'react-admin';
import { NOT_SET } from '../common/NotSet';
import { contactMessageFilters } from './contactMessageFilters';

// Read-only: no create, no export, no bulk actions (nothing to delete through the API).
export const ContactMessageList = () => (
  <List
    filters={contactMessageFilters}
    actions={false}
    perPage={25}
    sort={{ field: 'receivedAt', order: 'DESC' }}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="receivedAt">
        <DateField source="receivedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="name" />
      <DataTable.Col source="email">
        <EmailField source="email" />
      </DataTable.Col>
      <DataTable.Col source="company">
        <TextField source="company" emptyText={NOT_SET} />
      </DataTable.Col>
      <DataTable.Col source="subject" />
    </DataTable>
  </List>
);
