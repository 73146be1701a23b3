// npm run bench:chat: 50 simulated users ask the evaluation questions over socket.io, then over
// HTTP, against api/src/main.ts on the embedded default with the shipped places and knowledge.
// Prints first streamed chunk and whole answer p50/p95 and the API process's memory as JSON.
// BENCH_USERS (50), BENCH_QUESTIONS_PER_USER (20) and BENCH_THINK_MS (0) change the load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBenchApi, signInBenchAdmin } from './pipeline/benchApi.ts';
import { now, progress, round, summary } from './pipeline/probes.ts';
import { askOverHttp, askOverSocket, connectUser, type Timing } from './chat/users.ts';
import { parseQuestions } from '../tests/assistant/evaluate.ts';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const PER_USER = Number(process.env.BENCH_QUESTIONS_PER_USER ?? 20);
/** A pause between one user's questions, as a person reads the answer (0: back to back). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? round(Number(line[1]) / 1024) : null;
};

const questions = parseQuestions(join(import.meta.dirname, '../tests/assistant/questions')).map(
  (q) => q.message,
);
const pick = (user: number, i: number) => questions[(user * 7919 + i * 104_729) % questions.length]!;

const { url, child } = await startBenchApi('chat', {}, { PINTAR_SEED: 'auto', CHAT_RATE_LIMIT: '1000000' });
try {
  progress('waiting for the shipped places and knowledge to load');
  for (const deadline = now() + 180_000; now() < deadline;) {
    const stats = (await (await fetch(`${url}/api/places-stats`)).json()) as { total_places?: number };
    if ((stats.total_places ?? 0) > 20_000) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const token = await signInBenchAdmin(url);
  const idleRss = rssMb(child.pid!);

  const run = async (label: string, ask: (user: number, q: string) => Promise<Timing>) => {
    progress(`${label}: ${USERS} users x ${PER_USER} questions`);
    const timings: Timing[] = [];
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!) ?? 0)), 250);
    const started = now();
    await Promise.all(
      Array.from({ length: USERS }, async (_, user) => {
        for (let i = 0; i < PER_USER; i += 1) {
          // Users start spread over the first pause, as they would arrive.
          if (THINK_MS > 0)
            await new Promise((r) => setTimeout(r, i === 0 ? (THINK_MS * user) / USERS : THINK_MS));
          timings.push(await ask(user, pick(user, i)));
        }
      }),
    );
    clearInterval(sampler);
    const seconds = (now() - started) / 1000;
    return {
      answers: timings.length,
      errors: timings.filter((t) => !t.ok).length,
      answersPerSecond: round(timings.length / seconds),
      firstChunkMs: summary(timings.flatMap((t) => (t.firstChunkMs === null ? [] : [t.firstChunkMs]))),
      wholeAnswerMs: summary(timings.map((t) => t.wholeMs)),
      peakRssMb: peak,
    };
  };

  const sockets = await Promise.all(Array.from({ length: USERS }, () => connectUser(url, token)));
  const socket = await run('socket.io', (user, q) => askOverSocket(sockets[user]!, q));
  for (const s of sockets) s.close();
  const http = await run('HTTP', (_user, q) => askOverHttp(url, token, q));
  console.log(
    JSON.stringify(
      {
        users: USERS,
        questionsPerUser: PER_USER,
        thinkMs: THINK_MS,
        distinctQuestions: questions.length,
        idleRssMb: idleRss,
        socket,
        http,
      },
      null,
      2,
    ),
  );
} finally {
  child.kill('SIGTERM');
}
