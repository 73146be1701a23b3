// Child process for the outbox kill -9 case: records 1,000 searches through the outbox, prints
// their event ids, then holds its only thread so the outbox never drains, until it is killed.
import { writeSync } from 'node:fs';
import { KNOWLEDGE_EVENTS, KNOWLEDGE_TOPIC } from '@pintar/core';
import { embeddedFactory, realFactory } from './platforms.ts';
import { realEngines } from './realEngines.ts';

const [kind, home, total] = process.argv.slice(2);
if (!kind || !home || !total) throw new Error('usage: child-outbox.ts embedded|real <home> <count>');
const factory = kind === 'real' ? realFactory(realEngines()!) : embeddedFactory;
const platform = await factory.open(home);
const ids: string[] = [];
for (let n = 0; n < Number(total); n += 1) {
  const searchId = `search-${n}`;
  const [event] = platform.outbox.record(
    KNOWLEDGE_TOPIC,
    [
      {
        type: KNOWLEDGE_EVENTS.searched,
        subject: searchId,
        data: { searchId, query: 'banjir', language: 'ms', category: 'help', results: 1, kind: 'help' },
      },
    ],
    { actor: 'anonymous', correlationId: `outbox-crash-${n}` },
  )!;
  ids.push(event!.id);
}
writeSync(1, `${JSON.stringify({ ids, pending: platform.outbox.stats().pending })}\n`);
// Blocks the event loop for good: the outbox's drainer, a timer, never runs.
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
