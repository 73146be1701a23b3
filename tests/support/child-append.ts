// Child process for the kill -9 case: appends events one by one, printing each acknowledged
// position, until it is killed.

import { testEvent } from './events.ts';
import { embeddedFactory } from './platforms.ts';

const [kind, home, topic] = process.argv.slice(2);
if (kind !== 'embedded' || !home || !topic) throw new Error('usage: child-append.ts embedded <home> <topic>');
const platform = await embeddedFactory.open(home);
for (let n = 0; ; n += 1) {
  await platform.eventLog.append(topic, [testEvent(`key-${n % 7}`, n)]);
  process.stdout.write(`${n}\n`);
}
