// `node bench/assistant.bench.ts`: the assistant in process (no HTTP, no LLM) on the embedded
// default seeded with the shipped places and knowledge: 50 simulated users each asking the
// evaluation questions one after another. First streamed chunk and whole answer p50/p95, and
// the process memory under that load. Targets: first chunk p95 ≤ 150 ms, answer p95 ≤ 600 ms.
import { fileURLToPath } from 'node:url';
import {
  assistantDepsFor,
  cityServicesFor,
  createAssistant,
  loadTimetable,
  transitRoutePreview,
} from '@pintar/core';
import { parseQuestions } from '../tests/assistant/evaluate.ts';
import { seededPlatform } from '../tests/assistant/seededPlatform.ts';

const USERS = Number(process.env.BENCH_USERS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const questions = parseQuestions(fileURLToPath(new URL('../tests/assistant/questions', import.meta.url)));
const pct = (xs: number[], p: number) =>
  xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const seeded = await seededPlatform();
try {
  const city = cityServicesFor(seeded.platform);
  const timetable = loadTimetable();
  city.transitPlanner = async (query) => transitRoutePreview(timetable, query);
  const assistant = createAssistant(assistantDepsFor(seeded.platform, { city, transit: { timetable } }));
  const first: number[] = [];
  const whole: number[] = [];
  let peakRss = 0;
  const user = async (u: number) => {
    for (let i = 0; i < questions.length * ROUNDS; i += USERS) {
      const q = questions[(i + u) % questions.length]!;
      const started = performance.now();
      let firstAt: number | undefined;
      await assistant.answer(
        {
          message: q.message,
          history: q.history.map((content) => ({ role: 'user' as const, content })),
          ...(q.location ? { context: { location: q.location } } : {}),
        },
        { status() {}, card() {}, chunk: () => void (firstAt ??= performance.now()) },
        new AbortController().signal,
      );
      whole.push(performance.now() - started);
      if (firstAt !== undefined) first.push(firstAt - started);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: USERS }, (_, u) => user(u)));
  const seconds = (performance.now() - started) / 1000;
  console.table({
    'first chunk (ms)': { p50: Math.round(pct(first, 0.5)), p95: Math.round(pct(first, 0.95)) },
    'whole answer (ms)': { p50: Math.round(pct(whole, 0.5)), p95: Math.round(pct(whole, 0.95)) },
  });
  console.log(
    `${whole.length} answers for ${USERS} concurrent users in ${seconds.toFixed(1)} s (${Math.round(whole.length / seconds)}/s); peak RSS ${Math.round(peakRss / 2 ** 20)} MB`,
  );
} finally {
  await seeded.close();
}
