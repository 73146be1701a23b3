import { type ContactMessageSubmittedData, EVENT_TYPES } from '@pintar/contracts';
import type { Projection } from '../../projections/projection.ts';
import { CONTACT_TOPIC } from '../contact.ts';

export const CONTACT_SEARCH = {
  name: 'contact_messages',
  fields: {
    name: 'text',
    email: 'text',
    company: 'text',
    subject: 'text',
    message: 'text',
    receivedAt: 'date',
  },
} as const;

/** Makes contact messages findable by any word, misspelt or not. */
export const contactSearchProjection: Projection = {
  name: 'contact-search',
  topics: [CONTACT_TOPIC],
  target: 'search',
  async open({ search }) {
    const index = await search.index(CONTACT_SEARCH);
    return {
      async apply(batch) {
        const docs = batch
          .filter(({ event }) => event.type === EVENT_TYPES.contactMessageSubmitted)
          .map(({ event }) => {
            const d = event.data as ContactMessageSubmittedData;
            const company = d.company ?? '';
            return {
              id: d.messageId,
              name: d.name,
              email: d.email,
              company,
              subject: d.subject,
              message: d.message,
              receivedAt: Date.parse(event.time),
            };
          });
        // The index is keyed by id, so a redelivered event replaces the same entry.
        await index.upsert(docs);
      },
      clear: () => index.clear(),
    };
  },
};
