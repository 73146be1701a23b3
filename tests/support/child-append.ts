// Child process for the kill -9 case: appends events one by one, printing each acknowledged
// position, until it is killed.
import { testEvent } from './events.ts';
import { embeddedFactory, realFactory } from './platforms.ts';
import { realEngines } from './realEngines.ts';

const [kind, home, topic] = process.argv.slice(2);
if (!kind || !home || !topic) throw new Error('usage: child-append.ts embedded|real <home> <topic>');
const factory = kind === 'real' ? realFactory(realEngines()!) : embeddedFactory;
const platform = await factory.open(home);
for (let n = 0; ; n += 1) {
  await platform.eventLog.append(topic, [testEvent(`key-${n % 7}`, n)]);
  process.stdout.write(`${n}\n`);
}
