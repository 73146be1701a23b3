import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { CategoryInputs } from './CategoryForm';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {/* Asks first; a category still holding entries answers with the server's message. */}
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/** Name and description; the id (slug) stays, since entries refer to it. */
export const CategoryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <CategoryInputs />
    </SimpleForm>
  </Edit>
);
