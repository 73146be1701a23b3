import { createServer, type Server } from 'node:net';
import { IDENTITY_EVENTS, openDatabase, SqliteDocumentStore, type StoredEvent } from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { mailerProjection } from './mailer.ts';

/** The smallest SMTP server that accepts one message and hands back what it received. */
function smtpServer(): Promise<{ server: Server; port: number; received: Promise<string> }> {
  let deliver!: (data: string) => void;
  const received = new Promise<string>((resolve) => (deliver = resolve));
  const server = createServer((socket) => {
    let data = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk
        .toString()
        .split('\r\n')
        .filter((l, i, all) => l || i < all.length - 1)) {
        if (inData) {
          if (line === '.') {
            inData = false;
            deliver(data);
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, received }),
    ),
  );
}

const queued = (mailId: string): StoredEvent => ({
  event: {
    specversion: '1.0',
    id: `e-${mailId}`,
    source: '/pintar',
    type: IDENTITY_EVENTS.mailQueued,
    subject: mailId,
    time: '2026-11-21T00:00:00.000Z',
    datacontenttype: 'application/json',
    data: {
      mailId,
      to: 'siti@example.my',
      subject: 'Reset your Pintar password',
      text: 'Open the link',
      kind: 'password-reset',
      link: 'http://x/reset',
    },
    actor: 'system',
    correlationid: 'c',
    causationid: 'c',
  },
  position: { topic: 'pintar.mail', partition: 0, offset: 1 },
});

describe('mailer', () => {
  let smtp: Server | undefined;
  afterEach(() => smtp?.close());

  it('sends a queued mail through SMTP once, even when the event comes again', async () => {
    const { server, port, received } = await smtpServer();
    smtp = server;
    const documents = new SqliteDocumentStore(openDatabase(':memory:'));
    const projection = mailerProjection({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Pintar <no-reply@pintar.local>',
      logger: { info: () => {} },
    });
    const handlers = await projection.open({ documents, search: {} as never });
    await handlers.apply([queued('m1')]);
    const message = await received;
    expect(message).toMatch(/To: siti@example\.my/);
    expect(message).toMatch(/Subject: Reset your Pintar password/);
    expect(await (await documents.collection({ name: 'mail_deliveries' })).get('m1')).toMatchObject({
      via: 'smtp',
    });
    server.close();
    await handlers.apply([queued('m1')]);
  });

  it('logs the mail without its link (a single-use token) or recipient when no SMTP server is configured', async () => {
    const logged: object[] = [];
    const documents = new SqliteDocumentStore(openDatabase(':memory:'));
    const projection = mailerProjection({
      smtpUrl: undefined,
      from: 'x@y.z',
      logger: { info: (obj: object) => void logged.push(obj) } as never,
    });
    await (await projection.open({ documents, search: {} as never })).apply([queued('m2')]);
    expect(logged).toEqual([{ mailId: 'm2', kind: 'password-reset', subject: 'Reset your Pintar password' }]);
    expect(JSON.stringify(logged)).not.toContain('siti@example.my');
  });
});
