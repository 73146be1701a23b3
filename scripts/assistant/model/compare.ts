// `npm run assistant:compare`: the intent each approach decides for the questions of the train,
// dev and test sets, side by side on the same inputs (no answer is composed, no place resolved):
// the weighted phrase tables (intents.json with decideIntent's structure rules) and the learned
// NLP.js model. Prints accuracy per split, language and intent, p95 ms per message, the model
// file's size and its load time. Choose between approaches on dev; test only reports.
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MODEL_FILE } from '../../../core/src/assistant/understand/intentModel.ts';
import { parseItems, parseQuestions, type Question } from '../../../tests/assistant/evaluate.ts';
import { intentApproaches } from './approaches.ts';

const here = (p: string) => fileURLToPath(new URL(`../../../tests/assistant/${p}`, import.meta.url));
const questions = [
  ...parseQuestions(here('questions')).filter((q) => !q.history.length),
  ...parseItems(here('dev.jsonl'), 'dev'),
  ...parseItems(here('test.jsonl'), 'test'),
].filter((q) => !q.history.length);

const { loadMs, approaches } = await intentApproaches();

const pct = (right: number, all: number) => (all ? `${((100 * right) / all).toFixed(1)} %` : 'n/a');
const p95 = (ms: number[]) => ms.sort((a, b) => a - b)[Math.ceil(ms.length * 0.95) - 1]!.toFixed(3);

const results: Record<string, Array<{ q: Question; right: boolean; got: string }>> = {};
const timings: Record<string, number[]> = {};
for (const [name, decide] of Object.entries(approaches)) {
  results[name] = [];
  timings[name] = [];
  for (const q of questions) {
    const started = performance.now();
    const { intent } = await decide(q.message);
    timings[name].push(performance.now() - started);
    results[name].push({ q, right: intent === q.intent, got: intent });
  }
}

const table = (key: (q: Question) => string, split: string) => {
  const keys = [...new Set(questions.filter((q) => q.split === split).map(key))].sort();
  return keys.map((k) => ({
    [split]: k,
    ...Object.fromEntries(
      Object.entries(results).map(([name, rs]) => {
        const of = rs.filter((r) => r.q.split === split && key(r.q) === k);
        return [name, pct(of.filter((r) => r.right).length, of.length)];
      }),
    ),
    questions: questions.filter((q) => q.split === split && key(q) === k).length,
  }));
};

console.log('Intent accuracy by split');
console.table(
  table(() => 'all', 'train').concat(
    table(() => 'all', 'dev'),
    table(() => 'all', 'test'),
  ),
);
for (const split of ['train', 'dev', 'test']) console.table(table((q) => q.language, split));
for (const split of ['train', 'dev', 'test']) console.table(table((q) => q.intent, split));
// `--misses`: the dev questions the model gets wrong, to read (never the test set's).
if (process.argv.includes('--misses'))
  for (const r of results.model!.filter((x) => x.q.split === 'dev' && !x.right))
    console.log(`${r.q.id} [${r.q.intent} -> ${r.got}] ${r.q.message}`);
console.log(
  `p95 ms per message (reading the message and deciding the intent): ${Object.entries(timings)
    .map(([n, t]) => `${n} ${p95(t)}`)
    .join(', ')}`,
);
console.log(
  `model file ${(statSync(MODEL_FILE).size / 1e6).toFixed(2)} MB, loaded in ${loadMs.toFixed(0)} ms`,
);
