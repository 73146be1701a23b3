import { SelectInput } from 'react-admin';
import { SearchFilter } from '../common/SearchFilter';
import { FILTER_STATUSES, ROLES, roleChoice, statusChoice } from './roles';

// All three stay visible: the spec's table has a search box, and role and status are the two
// questions an administrator asks of the list. Filter keys are the API's (UserFilter).
export const userFilters = [
  <SearchFilter key="q" source="q" name="resources.users.filters.search" alwaysOn />,
  <SelectInput
    key="role"
    source="role"
    choices={ROLES.map(roleChoice)}
    emptyText="resources.users.filters.any_role"
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    choices={FILTER_STATUSES.map(statusChoice)}
    emptyText="resources.users.filters.any_status"
    alwaysOn
  />,
];
