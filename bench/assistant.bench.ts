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
  // Per stage, from the sink's events: understanding and planning (until the first lookup or
  // the first words), the tools (until the last card), and the text after the last card.
  const stages = { understand: [] as number[], tools: [] as number[], compose: [] as number[] };
  let peakRss = 0;
  const user = async (u: number) => {
    for (let i = 0; i < questions.length * ROUNDS; i += USERS) {
      const q = questions[(i + u) % questions.length]!;
      const started = performance.now();
      let firstAt: number | undefined;
      let lookingAt: number | undefined;
      let cardAt: number | undefined;
      let lastAt = started;
      await assistant.answer(
        {
          message: q.message,
          history: q.history.map((content) => ({ role: 'user' as const, content })),
          ...(q.location ? { context: { location: q.location } } : {}),
        },
        {
          status(stage) {
            if (stage === 'looking_up') lookingAt ??= performance.now();
            if (stage === 'understanding') lookingAt = undefined;
          },
          card: () => void (cardAt = performance.now()),
          chunk: () => void ((firstAt ??= performance.now()), (lastAt = performance.now())),
        },
        new AbortController().signal,
      );
      whole.push(performance.now() - started);
      const understood = lookingAt ?? firstAt ?? started;
      stages.understand.push(understood - started);
      stages.tools.push((cardAt ?? understood) - understood);
      stages.compose.push(Math.max(0, lastAt - (cardAt ?? understood)));
      if (firstAt !== undefined) first.push(firstAt - started);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: USERS }, (_, u) => user(u)));
  const seconds = (performance.now() - started) / 1000;
  const row = (xs: number[]) => ({
    p50: Number(pct(xs, 0.5).toFixed(1)),
    p95: Number(pct(xs, 0.95).toFixed(1)),
    mean: Number((xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)),
  });
  console.table({
    'first chunk (ms)': row(first),
    'whole answer (ms)': row(whole),
    'understand + plan (ms)': row(stages.understand),
    'tools, to the last card (ms)': row(stages.tools),
    'text after the last card (ms)': row(stages.compose),
  });
  console.log(
    `${whole.length} answers for ${USERS} concurrent users in ${seconds.toFixed(1)} s (${Math.round(whole.length / seconds)}/s); peak RSS ${Math.round(peakRss / 2 ** 20)} MB`,
  );
} finally {
  await seeded.close();
}
