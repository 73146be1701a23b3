// Builds places per state and chats per intent per day from Pintar's event feed, keeps them in
// a JSON file with its position, and prints them. Run: PINTAR_URL=http://localhost:5001
// PINTAR_CONSUMER_KEY=pck_... node src/main.ts [state.json]
// (a key granted pintar.places and pintar.chat, issued in Pintar's admin: System → Consumer keys).
import { Consumer } from './consumer.ts';
import { placesPerState } from './readModel.ts';
import { withConsumerKey } from './consumerKey.ts';

const url = process.env.PINTAR_URL ?? 'http://localhost:5001';
const key = process.env.PINTAR_CONSUMER_KEY;
if (!key) {
  console.error(
    'Set PINTAR_CONSUMER_KEY: a consumer key granted pintar.places and pintar.chat by an admin of the Pintar at PINTAR_URL.',
  );
  process.exit(2);
}
const consumer = await Consumer.open(withConsumerKey(url, key), process.argv[2] ?? 'consumer-state.json');
const read = await consumer.catchUp();
console.log(`caught up: ${read} events`);
console.table(placesPerState(consumer.model));
console.table(consumer.model.chats);

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());
console.log('following the live feed; Ctrl-C to stop');
// A dropped connection is resumed from the position saved with the model.
while (!stop.signal.aborted) {
  await consumer
    .follow(stop.signal, (id) => console.log(`applied ${id}`))
    .catch((error: unknown) => {
      console.error(`stream cut (${(error as Error).message}); resuming in 1 s`);
      return new Promise((resolve) => setTimeout(resolve, 1000));
    });
}
console.table(placesPerState(consumer.model));
console.table(consumer.model.chats);
