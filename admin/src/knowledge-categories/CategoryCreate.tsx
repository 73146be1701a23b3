import { Create, SimpleForm, TextInput } from 'react-admin';
import { CategoryInputs } from './CategoryForm';

/** A new category; its id is the slug given, or else the name's. */
export const CategoryCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <CategoryInputs />
      <TextInput
        source="id"
        label="resources.knowledge-categories.fields.slug"
        helperText="resources.knowledge-categories.helpers.slug"
      />
    </SimpleForm>
  </Create>
);
