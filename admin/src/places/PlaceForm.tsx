import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  NumberInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  type Validator,
  useTranslate,
} from 'react-admin';
import { LIMITS } from './constants';
import { categoryChoices, stateChoices, statusChoices } from './placeChoices';
import { PlaceMapInput } from './PlaceMapInput';
import * as rules from './placeRules';

// The checks mirror the API's (docs/places.md), with its messages; the API stays the judge and
// its field errors are shown under the same inputs (see dataProvider/places.ts).
const validate = {
  name: [rules.requiredText('name'), rules.maxChars(LIMITS.name)],
  city: [rules.requiredText('city'), rules.maxChars(LIMITS.city)],
  state: rules.requiredText('state'),
  address: rules.maxChars(LIMITS.address),
  district: rules.maxChars(LIMITS.district),
  phone: rules.maxChars(LIMITS.phone),
  opening_hours: rules.maxChars(LIMITS.opening_hours),
} satisfies Record<string, Validator | Validator[]>;

const grid = {
  display: 'grid',
  columnGap: 2,
  width: '100%',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={grid}>{children}</Box>
    </Box>
  );
};

/** The fields of a place, for Create (with defaults) and Edit. */
export const PlaceForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => {
  const translate = useTranslate();
  return (
    <SimpleForm defaultValues={defaultValues}>
      <Section title="resources.places.sections.place">
        <TextInput source="name" validate={validate.name} />
        <SelectInput source="category" choices={categoryChoices(translate)} translateChoice={false} />
        <SelectInput source="status" choices={statusChoices(translate)} translateChoice={false} />
        <TextArrayInput source="types" validate={rules.types} helperText="resources.places.helpers.types" />
      </Section>
      <Section title="resources.places.sections.address">
        <TextInput source="address" validate={validate.address} />
        <TextInput source="district" validate={validate.district} />
        <TextInput source="city" validate={validate.city} />
        <SelectInput
          source="state"
          choices={stateChoices()}
          translateChoice={false}
          validate={validate.state}
        />
        <TextInput
          source="postcode"
          validate={rules.postcode}
          helperText="resources.places.helpers.postcode"
        />
      </Section>
      <Section title="resources.places.sections.location">
        <NumberInput
          source="location.lat"
          label="resources.places.fields.lat"
          validate={rules.latitude}
          step={0.000001}
        />
        <NumberInput
          source="location.lng"
          label="resources.places.fields.lng"
          validate={rules.longitude}
          step={0.000001}
        />
      </Section>
      <PlaceMapInput />
      <Box sx={{ mt: 2, width: '100%' }} />
      <Section title="resources.places.sections.details">
        <TextInput source="phone" validate={validate.phone} />
        <TextInput source="website" type="url" validate={rules.website} />
        <NumberInput source="rating" validate={rules.rating} min={0} max={5} step={0.1} />
        <NumberInput source="price_level" validate={rules.priceLevel} min={0} max={4} step={1} />
        <TextInput
          source="opening_hours"
          validate={validate.opening_hours}
          helperText="resources.places.helpers.opening_hours"
        />
      </Section>
    </SimpleForm>
  );
};
