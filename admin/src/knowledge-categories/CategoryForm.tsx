import { maxLength, required, TextInput } from 'react-admin';

/** The server's limits (core/src/knowledge: categoryName 80, categoryDescription 500). */
export const CategoryInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(80)]} />
    <TextInput source="description" multiline minRows={2} fullWidth validate={maxLength(500)} />
  </>
);
