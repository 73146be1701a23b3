import { Create } from 'react-admin';
import { TransitAlertForm } from './TransitAlertForm';

/** Raise an alert: status, departures and the journey planner show it at once. */
export const TransitAlertCreate = () => (
  <Create redirect="list">
    <TransitAlertForm />
  </Create>
);
