import type { Projection } from '../projections/projection.ts';
import type { MailQueued } from './events.ts';
import { IDENTITY_EVENTS, IDENTITY_TOPICS } from './identity.ts';

export const OUTBOX = { name: 'outbox', indexes: ['sentAt', 'to'] } as const;

export interface OutboxDoc extends MailQueued {
  id: string;
  sentAt: string;
  [field: string]: unknown;
}

/** Every mail Pintar sends, readable by admins (the only delivery when no SMTP server is set). */
export const outboxProjection: Projection = {
  name: 'outbox',
  topics: [IDENTITY_TOPICS.mail],
  target: 'documents',
  async open({ documents }) {
    const outbox = await documents.collection<OutboxDoc>(OUTBOX);
    return {
      async apply(batch) {
        const entries = batch
          .filter(({ event }) => event.type === IDENTITY_EVENTS.mailQueued)
          .map(({ event, position }) => {
            const mail = event.data as MailQueued;
            return { doc: { ...mail, id: mail.mailId, sentAt: event.time }, position };
          });
        await outbox.putMany(entries);
      },
      clear: () => outbox.clear(),
    };
  },
};
