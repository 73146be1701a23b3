import { SearchFilter } from '../common/SearchFilter';

export const outboxFilters = [
  <SearchFilter key="q" source="q" name="resources.outbox.filters.search" alwaysOn />,
];
