import { IDENTITY_EVENTS, IDENTITY_TOPICS, type MailQueued, type Projection } from '@pintar/core';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export const MAIL_DELIVERIES = { name: 'mail_deliveries' } as const;

export interface MailerOptions {
  /** e.g. smtp://user:pass@smtp.example.com:587; without it mails are logged (and kept in the outbox). */
  smtpUrl: string | undefined;
  from: string;
  logger: Pick<Logger, 'info'>;
}

/**
 * Delivers queued mails through SMTP when configured, otherwise prints them to the log. Each
 * delivery is recorded, so a redelivered event does not send the same mail twice.
 */
export function mailerProjection(options: MailerOptions): Projection {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    name: 'mailer',
    topics: [IDENTITY_TOPICS.mail],
    target: 'documents',
    async open({ documents }) {
      const deliveries = await documents.collection(MAIL_DELIVERIES);
      return {
        async apply(batch) {
          for (const { event, position } of batch) {
            if (event.type !== IDENTITY_EVENTS.mailQueued) continue;
            const mail = event.data as MailQueued;
            if (await deliveries.get(mail.mailId)) continue;
            if (transport)
              await transport.sendMail({
                from: options.from,
                to: mail.to,
                subject: mail.subject,
                text: mail.text,
              });
            else
              options.logger.info(
                // The link carries a single-use token, and the address is personal data a log
                // keeps longer and shows wider than the outbox: the mail id finds both there.
                { mailId: mail.mailId, kind: mail.kind, subject: mail.subject },
                'mail (no SMTP_URL set; its recipient and link are in the admin outbox)',
              );
            await deliveries.put(
              { id: mail.mailId, via: transport ? 'smtp' : 'log', at: new Date().toISOString() },
              position,
            );
          }
        },
        clear: () => deliveries.clear(),
      };
    },
  };
}
