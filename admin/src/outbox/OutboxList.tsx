import { DataTable, DateField, List } from 'react-admin';
import { outboxFilters } from './outboxFilters';
import { KindChip } from './OutboxFields';

// Read-only: the outbox is what Pintar sent while no SMTP server is configured.
export const OutboxList = () => (
  <List filters={outboxFilters} actions={false} perPage={25} sort={{ field: 'sentAt', order: 'DESC' }}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="sentAt">
        <DateField source="sentAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="to" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="kind">
        <KindChip />
      </DataTable.Col>
    </DataTable>
  </List>
);
