// `npm run eval:assistant`: asks the assistant every question of tests/assistant/questions on the
// embedded default (a temporary platform seeded with the shipped places and knowledge, the city
// services on their offline defaults and the shipped timetable) and
// prints intent, language, card accuracy and grounded-fact rate per language. Fails below 95 %
// intent accuracy or 90 % grounded facts. `--failures` lists what went wrong.
import { fileURLToPath } from 'node:url';
import {
  assistantDepsFor,
  cityServicesFor,
  createAssistant,
  loadTimetable,
  transitRoutePreview,
} from '@pintar/core';
import { ask, parseQuestions, type Scored } from '../tests/assistant/evaluate.ts';
import { seededPlatform } from '../tests/assistant/seededPlatform.ts';

const THRESHOLDS = { intent: 0.95, grounded: 0.9 };
const QUESTIONS = fileURLToPath(new URL('../tests/assistant/questions', import.meta.url));

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : 'n/a');

function summarise(label: string, rows: Scored[]) {
  const facts = rows.reduce((n, r) => n + r.question.facts.length, 0);
  const found = rows.reduce((n, r) => n + r.factsFound, 0);
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
  return {
    label,
    questions: rows.length,
    intent: pct(rows.filter((r) => r.intent).length, rows.length),
    language: pct(rows.filter((r) => r.language).length, rows.length),
    cards: pct(rows.filter((r) => r.cards).length, rows.length),
    grounded: pct(found, facts),
    'p95 ms': Math.round(p95),
    ratios: {
      intent: rows.filter((r) => r.intent).length / rows.length,
      grounded: facts ? found / facts : 1,
    },
  };
}

const questions = parseQuestions(QUESTIONS);
const seeded = await seededPlatform();
try {
  // The services as the API wires them: city data with its offline defaults, the shipped timetable.
  const city = cityServicesFor(seeded.platform);
  const timetable = loadTimetable();
  city.transitPlanner = async (query) => transitRoutePreview(timetable, query);
  const assistant = createAssistant(assistantDepsFor(seeded.platform, { city, transit: { timetable } }));
  const scored: Scored[] = [];
  for (const q of questions) scored.push(await ask(assistant, q));
  const languages = [...new Set(questions.map((q) => q.language))];
  const rows = [
    ...languages.map((l) =>
      summarise(
        l,
        scored.filter((s) => s.question.language === l),
      ),
    ),
    summarise('all', scored),
  ];
  console.table(rows.map(({ ratios: _r, ...row }) => row));
  if (process.argv.includes('--failures')) {
    for (const s of scored.filter(
      (x) => !x.intent || !x.language || !x.cards || x.factsFound < x.question.facts.length,
    )) {
      const q = s.question;
      console.log(
        `${q.file}:${q.line} ${q.message}\n  expected ${q.intent}/${q.language} [${q.cards}] {${q.facts}}\n  got      ${s.reply.intent}/${s.reply.language} [${s.reply.cards.map((c) => c.type)}] facts ${s.factsFound}/${q.facts.length} ${s.reply.followUp?.kind ?? ''}\n  ${s.reply.response.slice(0, 160).replace(/\n/g, ' ⏎ ')}`,
      );
    }
  }
  const all = rows.at(-1)!.ratios;
  if (all.intent < THRESHOLDS.intent || all.grounded < THRESHOLDS.grounded) {
    console.error(
      `below the bar: intent ${pct(all.intent, 1)} (needs 95 %), grounded ${pct(all.grounded, 1)} (needs 90 %)`,
    );
    process.exitCode = 1;
  }
} finally {
  await seeded.close();
}
