import {
  ChipField,
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  List,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { NOT_SET } from '../common/NotSet';
import { EndAlertButton } from './EndAlertButton';
import type { TransitAlert } from './types';

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={[
      { id: 'active', name: 'resources.transit-alerts.statuses.active' },
      { id: 'ended', name: 'resources.transit-alerts.statuses.ended' },
    ]}
  />,
];

const Column = DataTable.Col<TransitAlert>;

/** Service alerts for lines and stations, newest first. */
export const TransitAlertList = () => (
  <List
    filters={filters}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
    exporter={false}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <Column source="message" />
      <Column source="lineId">
        <TextField source="lineId" emptyText={NOT_SET} />
      </Column>
      <Column source="stopId">
        <TextField source="stopId" emptyText={NOT_SET} />
      </Column>
      <Column source="severity" field={ChipField} />
      <Column source="suspended" />
      <Column source="from">
        <DateField source="from" showTime />
      </Column>
      <Column source="until">
        <DateField source="until" showTime emptyText={NOT_SET} />
      </Column>
      <Column source="status" />
      <Column label="resources.transit-alerts.fields.actions" disableSort>
        <EditButton />
        <EndAlertButton />
      </Column>
    </DataTable>
  </List>
);
