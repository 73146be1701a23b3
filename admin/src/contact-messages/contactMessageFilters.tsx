import { SearchFilter } from '../common/SearchFilter';

export const contactMessageFilters = [
  <SearchFilter key="q" source="q" name="resources.contact-messages.filters.search" alwaysOn />,
];
