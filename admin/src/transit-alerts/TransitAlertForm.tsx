import {
  BooleanInput,
  DateTimeInput,
  maxLength,
  SelectInput,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { ALERT_MESSAGE_MAX, alertFormErrors, toInstant } from './alertRules';
import { useLines } from './useLines';

const SEVERITIES = ['info', 'warning', 'severe'].map((id) => ({
  id,
  name: `resources.transit-alerts.severities.${id}`,
}));

/** A line (rail lines listed; any timetable line id may be typed as a stop alert instead) or a station. */
export const TransitAlertForm = (props: Omit<SimpleFormProps, 'children'>) => {
  const lines = useLines();
  return (
    <SimpleForm validate={alertFormErrors} {...props}>
      <SelectInput
        source="lineId"
        choices={lines}
        emptyText="resources.transit-alerts.none"
        parse={(v: string) => v || null}
      />
      <TextInput
        source="stopId"
        helperText="resources.transit-alerts.helpers.stopId"
        parse={(v: string) => v || null}
      />
      <TextInput source="message" multiline minRows={2} fullWidth validate={maxLength(ALERT_MESSAGE_MAX)} />
      <SelectInput source="severity" choices={SEVERITIES} defaultValue="warning" />
      <BooleanInput source="suspended" helperText="resources.transit-alerts.helpers.suspended" />
      <DateTimeInput source="from" parse={toInstant} helperText="resources.transit-alerts.helpers.from" />
      <DateTimeInput source="until" parse={toInstant} />
    </SimpleForm>
  );
};
