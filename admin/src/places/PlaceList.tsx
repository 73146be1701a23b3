import { Box } from '@mui/material';
import { CreateButton, DataTable, DateField, EditButton, List, Pagination, TopToolbar } from 'react-admin';
import { PLACES_PER_PAGE } from './constants';
import { EnhanceButton } from './EnhanceButton';
import { PlaceBulkActions } from './PlaceBulkActions';
import { placeFilters } from './placeFilters';
import { CategoryField, EnhancedField, PlaceStatusField } from './PlaceFields';
import { PlaceStatsPanel } from './stats/PlaceStatsPanel';
import type { Place } from './types';

// No export button: the Import/Export tab exports through the API's own export endpoints.
const PlaceListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

const Column = DataTable.Col<Place>;

/** The Places tab: live statistics above the catalogue (docs/product.md, Admin tabs). */
export const PlaceList = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
    <PlaceStatsPanel />
    <List
      filters={placeFilters}
      // The spec's list filter default is active places (docs/product.md, Admin tabs).
      filterDefaultValues={{ status: 'active' }}
      actions={<PlaceListActions />}
      perPage={PLACES_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={[PLACES_PER_PAGE]} />}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <DataTable rowClick="show" bulkActionsToolbar={<PlaceBulkActions />}>
        <Column source="name" />
        <Column source="category">
          <CategoryField />
        </Column>
        <Column source="city" />
        <Column source="state" />
        <Column source="status">
          <PlaceStatusField />
        </Column>
        <Column source="google_enhanced" disableSort>
          <EnhancedField />
        </Column>
        <Column source="updated_at">
          <DateField source="updated_at" showTime />
        </Column>
        <Column label="resources.places.fields.actions" disableSort>
          <EditButton />
          <EnhanceButton />
        </Column>
      </DataTable>
    </List>
  </Box>
);
