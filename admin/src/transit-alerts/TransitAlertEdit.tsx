import { Edit } from 'react-admin';
import { TransitAlertForm } from './TransitAlertForm';

/** Change an alert that has not ended (the server refuses ended ones). */
export const TransitAlertEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <TransitAlertForm />
  </Edit>
);
