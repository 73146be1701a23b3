import { ReferenceInput, SelectInput } from 'react-admin';
import { SearchFilter } from '../common/SearchFilter';
import { languageChoices, statusChoices } from './languages';

// All four stay visible: the spec's list is searched and narrowed by language, category and
// status. `q` is matched fuzzily by the server, so a misspelt word still finds the entry.
export const knowledgeFilters = [
  <SearchFilter key="q" source="q" name="resources.knowledge.filters.search" alwaysOn />,
  <SelectInput
    key="language"
    source="language"
    choices={languageChoices}
    emptyText="resources.knowledge.filters.any_language"
    alwaysOn
  />,
  <ReferenceInput
    key="category"
    source="category"
    reference="knowledge-categories"
    // Every category: the API answers them all at once.
    perPage={100}
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <SelectInput optionText="name" emptyText="resources.knowledge.filters.any_category" />
  </ReferenceInput>,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    emptyText="resources.knowledge.filters.any_status"
    alwaysOn
  />,
];
