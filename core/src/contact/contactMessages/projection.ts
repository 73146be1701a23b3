import { type ContactMessageSubmittedData, EVENT_TYPES } from '@pintar/contracts';
import type { Projection } from '../../projections/projection.ts';
import { CONTACT_TOPIC } from '../contact.ts';

export const CONTACT_MESSAGES = { name: 'contact_messages', indexes: ['receivedAt', 'email'] } as const;

/** What admins read: the message and when it arrived. */
export interface ContactMessageDoc {
  id: string;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  receivedAt: string;
  [field: string]: unknown;
}

export const contactMessagesProjection: Projection = {
  name: 'contact-messages',
  topics: [CONTACT_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const messages = await documents.collection<ContactMessageDoc>(CONTACT_MESSAGES);
    return {
      async apply(batch) {
        const entries = batch
          .filter(({ event }) => event.type === EVENT_TYPES.contactMessageSubmitted)
          .map(({ event, position }) => ({
            doc: toDoc(event.data as ContactMessageSubmittedData, event.time),
            position,
          }));
        await messages.putMany(entries);
      },
      clear: () => messages.clear(),
    };
  },
};

function toDoc(data: ContactMessageSubmittedData, time: string): ContactMessageDoc {
  const { messageId, name, email, company, subject, message } = data;
  return { id: messageId, name, email, company, subject, message, receivedAt: time };
}
