// The figures `npm run eval:assistant` prints and gates on, worked out from scored questions: one
// place for them, so the tables, the floors and the docs say the same thing.
import type { Scored } from './evaluate.ts';

export const METRICS = ['intent', 'places', 'language', 'cards', 'grounded', 'allFour'] as const;
export type Metric = (typeof METRICS)[number];

/** Each metric's share (0..1), or null when no question of the rows has it (train: places). */
export type Scores = Record<Metric, number | null> & { questions: number; empty: number };

const share = (n: number, d: number) => (d ? n / d : null);

export function scores(rows: Scored[]): Scores {
  const placed = rows.filter((r) => r.places !== null);
  const facts = rows.reduce((n, r) => n + r.question.facts.length, 0);
  const found = rows.reduce((n, r) => n + r.factsFound, 0);
  return {
    questions: rows.length,
    intent: share(rows.filter((r) => r.intent).length, rows.length),
    places: share(placed.filter((r) => r.places).length, placed.length),
    language: share(rows.filter((r) => r.language).length, rows.length),
    cards: share(rows.filter((r) => r.cards).length, rows.length),
    grounded: share(found, facts),
    allFour: share(rows.filter((r) => r.allFour).length, rows.length),
    empty: rows.filter((r) => !r.nonEmpty).length,
  };
}

export const pct = (x: number | null) => (x === null ? 'n/a' : `${(100 * x).toFixed(1)} %`);

/** One table row: the label, the number of questions and each metric as a percentage. */
export function row(label: string, rows: Scored[]) {
  const s = scores(rows);
  return {
    label,
    questions: s.questions,
    intent: pct(s.intent),
    places: pct(s.places),
    language: pct(s.language),
    cards: pct(s.cards),
    grounded: pct(s.grounded),
    'all four': pct(s.allFour),
    empty: s.empty,
  };
}

/** Rows grouped by a key, in the key's sorted order, then all of them. */
export function breakdown(rows: Scored[], key: (r: Scored) => string) {
  const keys = [...new Set(rows.map(key))].sort();
  return [
    ...keys.map((k) =>
      row(
        k,
        rows.filter((r) => key(r) === k),
      ),
    ),
    row('all', rows),
  ];
}
