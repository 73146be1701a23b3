// `npm run bench:knowledge:answer`: what the assistant's knowledge lookup costs per question, in
// process, on the embedded default seeded with the shipped places and knowledge (the evaluation's
// platform). Each question of the knowledge paraphrases' dev set is asked ROUNDS times, as the
// assistant asks it (the question as the query, its language, two results); p50 and p95 of one
// lookup. Run it A/B, interleaved with a checkout of the baseline, and note the machine's load.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { assistantDepsFor } from '@pintar/core';
import { readParaphrases } from '../tests/assistant/paraphrases.ts';
import { seededPlatform } from '../tests/assistant/seededPlatform.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const questions = readParaphrases(
  fileURLToPath(new URL('../tests/assistant/knowledge-paraphrases-dev.jsonl', import.meta.url)),
);
const seeded = await seededPlatform();
try {
  const knowledge = assistantDepsFor(seeded.platform).tools.knowledge!;
  const ask = (q: (typeof questions)[number]) =>
    knowledge.search({ query: q.text, question: q.text, language: q.language, limit: 2 });
  for (const q of questions) await ask(q); // warm: stems and caches made once
  const took: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of questions) {
      const start = performance.now();
      await ask(q);
      took.push(performance.now() - start);
    }
  }
  took.sort((a, b) => a - b);
  const at = (p: number) => took[Math.min(took.length - 1, Math.floor(p * took.length))]!.toFixed(2);
  console.log(
    `knowledge lookups: ${took.length}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; node ${process.version}`,
  );
} finally {
  await seeded.close();
}
