import { Box } from '@mui/material';
import {
  BulkActionsToolbar,
  BulkActionsToolbarClasses,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DateField,
  DeleteButton,
  EditButton,
  List,
  NumberField,
  TextField,
  TopToolbar,
} from 'react-admin';
import { SearchFilter } from '../common/SearchFilter';
import { NOT_SET } from '../common/NotSet';
import type { KnowledgeCategory } from '../knowledge/types';

const filters = [
  <SearchFilter key="q" source="q" name="resources.knowledge-categories.filters.search" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

// Deleting is pessimistic, so react-admin asks first, and a category still holding entries
// answers with the server's error instead of vanishing from the list.
const BulkActions = () => (
  <Box sx={{ [`& .${BulkActionsToolbarClasses.collapsed}`]: { visibility: 'hidden' } }}>
    <BulkActionsToolbar>
      <BulkDeleteButton mutationMode="pessimistic" />
    </BulkActionsToolbar>
  </Box>
);

const Column = DataTable.Col<KnowledgeCategory>;

/** Knowledge Base → Categories, with how many entries each holds. */
export const CategoryList = () => (
  <List filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
    <DataTable rowClick="edit" bulkActionsToolbar={<BulkActions />}>
      <Column source="name" />
      <Column source="id" />
      <Column source="description">
        <TextField source="description" emptyText={NOT_SET} />
      </Column>
      <Column source="entry_count" field={NumberField} />
      <Column source="updated_at">
        <DateField source="updated_at" showTime />
      </Column>
      <Column label="resources.knowledge-categories.fields.actions" disableSort>
        <EditButton />
        <DeleteButton mutationMode="pessimistic" />
      </Column>
    </DataTable>
  </List>
);
