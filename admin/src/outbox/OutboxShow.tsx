import { DateField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { KindChip, MailLink } from './OutboxFields';

export const OutboxShow = () => (
  <Show>
    <SimpleShowLayout>
      <DateField source="sentAt" showTime />
      <TextField source="to" />
      <Labeled source="kind">
        <KindChip />
      </Labeled>
      <TextField source="subject" />
      {/* The mail's text as sent, line breaks included. */}
      <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
      <Labeled source="link">
        <MailLink />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
