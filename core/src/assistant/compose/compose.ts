// The compose stage: the answer's text from templates in the user's language (templates/*.json)
// and the tools' outcomes. Every figure comes from an outcome; user words are quoted safely.
import type { ChatFollowUp, ChatLanguage } from '@pintar/contracts';
import type { Plan } from '../plan/plan.ts';
import type { Outcome } from '../tools/run.ts';
import type { Understanding } from '../types.ts';
import en from './templates/en.json' with { type: 'json' };
import ms from './templates/ms.json' with { type: 'json' };
import ta from './templates/ta.json' with { type: 'json' };
import zh from './templates/zh.json' with { type: 'json' };
import { fill, quote } from './format.ts';
import { EMERGENCY_LINES } from './emergency.ts';
import { type Ctx, itineraryLines, knowledgeLines, name, placesLines, serviceLines } from './lines.ts';
import { subjectLines } from './subjects.ts';

export type Templates = typeof en;
export const TEMPLATES: Record<ChatLanguage, Templates> = { en, ms, zh, ta };

export interface Composition {
  /** Sentences or list lines, in order: each is streamed as one chunk. */
  segments: string[];
  suggestions: string[];
  followUp?: ChatFollowUp;
}

function said(ctx: Ctx, key: Plan['say'][number], plan: Plan): string {
  const { t, u } = ctx;
  // The map's points are the plan's: the sentence needs no tool's answer to be said.
  const points = plan.steps.find((s) => s.tool === 'map');
  const ends = points?.tool === 'map' ? points.points : [];
  switch (key) {
    case 'notYet':
      return fill(t.notYet[plan.missing as keyof Templates['notYet']] ?? '', {
        origin: name(ctx, ends.find((p) => p.role === 'origin')?.name ?? ''),
        destination: name(ctx, ends.find((p) => p.role === 'destination')?.name ?? ''),
        place: name(ctx, plan.place?.name ?? ''),
      });
    case 'abroad':
      return fill(t.abroad, { place: quote(titleCase(u.foreign ?? '')) });
    case 'unknownPlace':
      return fill(t.unknownPlace, { text: quote(u.unknownPlaces[0] ?? '') });
    case 'choosePlace':
      return fill(t.choosePlace, { text: quote(u.ambiguous?.text ?? '') });
    case 'emergencyCall':
      return fill(t.emergencyCall, EMERGENCY_LINES);
    case 'placeInfo': {
      const place = u.entities.places[0];
      return place
        ? fill(t.placeInfo, {
            name: quote(place.name, 120),
            vicinity: place.state ? ` (${quote(place.state)})` : '',
          })
        : '';
    }
    default:
      return t[key];
  }
}

/** Whether the sentences said before the tools' answers need those answers (none do any more). */
export const headNeedsOutcomes = (plan: Plan) => plan.say.includes('unclear');

/**
 * The answer's text a part at a time, so it can be streamed as each tool answers: the sentences
 * said first, then each outcome's lines (in the plan's order), then the follow-up question.
 */
export function composer(language: ChatLanguage, u: Understanding, plan: Plan) {
  const ctx: Ctx = { t: TEMPLATES[language], u, outcomes: [] };
  const tidy = (lines: string[]) => lines.filter(Boolean).map(capitalise);
  const followUp = () => (plan.followUp ? followUpOf(ctx, plan.followUp) : undefined);
  return {
    /** Call before `head` when `headNeedsOutcomes(plan)`. */
    add(outcome: Outcome): void {
      ctx.outcomes.push(outcome);
    },
    head: () => tidy(plan.say.map((k) => said(ctx, k, plan))),
    lines: (outcome: Outcome) =>
      tidy([
        ...placesLines(ctx, outcome),
        ...knowledgeLines(ctx, outcome),
        ...itineraryLines(ctx, outcome),
        ...serviceLines(ctx, outcome),
        ...subjectLines(ctx, outcome),
      ]),
    /** The follow-up question, unless a sentence already asked it. */
    tail(sent: string[]): string[] {
      const question = followUp()?.question;
      return question && !sent.includes(capitalise(question)) ? tidy([question]) : [];
    },
    finish(): Pick<Composition, 'suggestions' | 'followUp'> {
      const asked = followUp();
      const key = plan.say.includes('unclear') ? 'unclear' : u.intent;
      const suggestions = (ctx.t.suggestions as Record<string, string[]>)[key] ?? ctx.t.suggestions.help;
      return { suggestions, ...(asked ? { followUp: asked } : {}) };
    },
  };
}

export function compose(
  language: ChatLanguage,
  u: Understanding,
  plan: Plan,
  outcomes: Outcome[],
): Composition {
  const parts = composer(language, u, plan);
  for (const outcome of outcomes) parts.add(outcome);
  const segments = [...parts.head(), ...outcomes.flatMap((o) => parts.lines(o))];
  segments.push(...parts.tail(segments));
  return { segments, ...parts.finish() };
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function followUpOf(ctx: Ctx, f: NonNullable<Plan['followUp']>): ChatFollowUp {
  const question = said(ctx, f.key, { say: [], steps: [] });
  if (f.kind !== 'choice') return { kind: f.kind, question };
  const choices = (ctx.u.ambiguous?.choices ?? []).map((c) => ({
    label: [c.name, c.city, c.state].filter(Boolean).join(', '),
    value: c.id ?? `${c.lat},${c.lng}`,
  }));
  return { kind: 'choice', question, choices };
}
