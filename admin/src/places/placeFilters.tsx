import { NullableBooleanInput, SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SearchFilter } from '../common/SearchFilter';
import { categoryChoices, cityChoices, cityInState, stateChoices, statusChoices } from './placeChoices';
import { usePlaceFilterOptions } from './usePlaceFilterOptions';

// Filter keys are the API's (docs/places.md: q, category, state, city, status, google_enhanced).
// Choices come from GET /api/admin/filters with their counts; react-admin reads `source` and
// `alwaysOn` from each element, so the custom filters take them as props.
interface FilterProps {
  source: string;
  alwaysOn?: boolean;
}

const CategoryFilter = ({ source }: FilterProps) => {
  const translate = useTranslate();
  const { data } = usePlaceFilterOptions();
  return (
    <SelectInput
      source={source}
      choices={categoryChoices(translate, data)}
      translateChoice={false}
      emptyText="resources.places.filters.any_category"
    />
  );
};

/** Choosing another state clears a city that is not in it, so the list does not go empty. */
const StateFilter = ({ source }: FilterProps) => {
  const { data } = usePlaceFilterOptions();
  const { getValues, setValue } = useFormContext();
  return (
    <SelectInput
      source={source}
      choices={stateChoices(data)}
      translateChoice={false}
      emptyText="resources.places.filters.any_state"
      onChange={(event) => {
        const state = (event as { target?: { value?: unknown } })?.target?.value;
        if (!cityInState(data, getValues('city'), state)) setValue('city', '');
      }}
    />
  );
};

/** Only the chosen state's cities. */
const CityFilter = ({ source }: FilterProps) => {
  const { data } = usePlaceFilterOptions();
  const state = useWatch({ name: 'state' }) as unknown;
  const city = useWatch({ name: source }) as unknown;
  return (
    <SelectInput
      source={source}
      choices={cityChoices(data, state, city)}
      translateChoice={false}
      emptyText="resources.places.filters.any_city"
    />
  );
};

const StatusFilter = ({ source }: FilterProps) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      choices={statusChoices(translate)}
      translateChoice={false}
      emptyText="resources.places.filters.any_status"
    />
  );
};

export const placeFilters = [
  <SearchFilter key="q" source="q" name="resources.places.filters.search" alwaysOn />,
  <CategoryFilter key="category" source="category" alwaysOn />,
  <StateFilter key="state" source="state" alwaysOn />,
  <CityFilter key="city" source="city" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <NullableBooleanInput
    key="google_enhanced"
    source="google_enhanced"
    nullLabel="resources.places.filters.any_enhancement"
    trueLabel="resources.places.filters.enhanced"
    falseLabel="resources.places.filters.not_enhanced"
    alwaysOn
  />,
];
