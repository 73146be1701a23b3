import { DateField, EmailField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { NOT_SET } from '../common/NotSet';

export const ContactMessageShow = () => (
  <Show>
    <SimpleShowLayout>
      <DateField source="receivedAt" showTime />
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="company" emptyText={NOT_SET} />
      <TextField source="subject" />
      {/* The message as typed, line breaks included. */}
      <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);
