// `npm run bench:understand`: what deciding the intent costs per message, the learned model against
// the phrase tables it replaced, A/B interleaved message by message so the machine's shared load
// weighs on both alike. Each question of the train and dev sets (the test set is left to the
// evaluation) is read as understand() reads it (place phrases by the resolver's names, language)
// and then decided both ways, ROUNDS times in a shuffled order. Prints p50/p95/max ms per message
// for each, the model file's size and the time to load it (once, in this fresh process). A
// measurement: a missed target is reported, not an error. Targets (issue 28): p95 <= 5 ms a
// message, model file <= 20 MB, load <= 1 s.
//
//   BENCH_ROUNDS (20)
import { statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MODEL_FILE } from '../core/src/assistant/understand/intentModel.ts';
import { intentApproaches } from '../scripts/assistant/model/approaches.ts';
import { parseItems, parseQuestions } from '../tests/assistant/evaluate.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const here = (p: string) => fileURLToPath(new URL(`../tests/assistant/${p}`, import.meta.url));
const messages = [...parseQuestions(here('questions')), ...parseItems(here('dev.jsonl'), 'dev')].map(
  (q) => q.message,
);

const { loadMs, approaches: ways } = await intentApproaches();
const timings = { phrases: [] as number[], model: [] as number[] };

let seed = 1;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
for (let round = 0; round < ROUNDS; round++) {
  const order = messages.map((m) => [random(), m] as const).sort((a, b) => a[0] - b[0]);
  for (const [, message] of order) {
    // Which way goes first alternates, so neither always finds the caches warm.
    const pair = round % 2 ? (['model', 'phrases'] as const) : (['phrases', 'model'] as const);
    for (const way of pair) {
      const started = performance.now();
      await ways[way](message);
      timings[way].push(performance.now() - started);
    }
  }
}
const summary = (ms: number[]) => {
  ms.sort((a, b) => a - b);
  const at = (q: number) => Number(ms[Math.ceil(ms.length * q) - 1]!.toFixed(3));
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
};
console.log(
  JSON.stringify(
    {
      messages: timings.model.length,
      msPerMessage: { model: summary(timings.model), phrases: summary(timings.phrases) },
      modelFileMB: Number((statSync(MODEL_FILE).size / 1e6).toFixed(2)),
      modelLoadMs: Math.round(loadMs),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavg: loadavg().map((l) => l.toFixed(2)) },
    },
    null,
    1,
  ),
);
