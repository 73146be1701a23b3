// The sentences of each tool's outcome: places, knowledge, itinerary and the services.
import type { PlaceHit } from '../tools/ports.ts';
import type { Outcome } from '../tools/run.ts';
import type { Understanding } from '../types.ts';
import { clockText, excerpt, fill, formatDistance, quote } from './format.ts';
import type { Templates } from './compose.ts';
import { costNotes } from './costNotes.ts';
import { durationIn, statusSummary, weatherSummary } from './serviceWords.ts';

export type Ctx = { t: Templates; u: Understanding; outcomes: Outcome[] };

export const name = (ctx: Ctx, value: string) => (value ? quote(value, 120) : ctx.t.here);
export const category = (ctx: Ctx, key: string | undefined) =>
  (ctx.t.categories as Record<string, string>)[key ?? 'places'] ?? ctx.t.categories.places;
export const find = (ctx: Ctx, tool: Outcome['step']['tool']) =>
  ctx.outcomes.find((o) => o.step.tool === tool);

export function placesLines(ctx: Ctx, outcome: Outcome): string[] {
  const { t, u } = ctx;
  const step = outcome.step;
  if (step.tool !== 'places') return [];
  const places = outcome.places ?? [];
  const vars = {
    category: category(ctx, step.query.category),
    radius: formatDistance(step.query.radiusM ?? 0, u.units),
    center: name(ctx, step.center.name),
  };
  if (outcome.categoryMissing)
    return [fill(t.categoryMissing, vars), ...(step.query.category === 'restaurant' ? [t.foodInstead] : [])];
  if (!places.length) return [u.offMap ? t.offMapSea : fill(t.placesNone, vars)];
  const intro = u.intent === 'emergency' ? fill(t.emergencyNearest, vars) : fill(t.placesFound, vars);
  // The catalogue's banks are branches; an ATM on its own is not in the data.
  const note = step.query.category === 'bank' ? [t.bankNote] : [];
  return [
    intro,
    ...places.map((p) =>
      fill(t.placesItem, {
        name: quote(p.name, 120),
        distance: p.distance_m === null ? '' : ` — ${formatDistance(p.distance_m, u.units)}`,
        vicinity: p.city ? `, ${quote(p.city)}` : '',
        age: placeAge(ctx, p),
      }),
    ),
    ...note,
    ...placesData(ctx, places),
  ];
}

/**
 * "Data: OpenStreetMap, 2026." for the places listed without an age note, so every answer says
 * how old its data is (issue 29); an old place already says so on its own line.
 */
export function placesData(ctx: Ctx, places: readonly PlaceHit[], now = new Date()): string[] {
  const sources = new Set<string>();
  for (const p of places) {
    if (!p.source_name || !p.source_date || placeAge(ctx, p, now)) continue;
    sources.add(`${quote(primarySource(p.source_name), 100)}, ${p.source_date.slice(0, 4)}`);
  }
  return sources.size ? [fill(ctx.t.placesData, { sources: [...sources].join('; ') })] : [];
}

/**
 * Data older than this (in whole years at the time shown) may describe a place that has since
 * closed: the 2018 extract is, the Ministry's 2022 register and the 2023+ OpenStreetMap extracts
 * are not (docs/places.md, "How old the data is").
 */
export const OLD_DATA_YEARS = 5;

/** Months between a `YYYY`, `YYYY-MM` or `YYYY-MM-DD` as-of date and `now`; NaN when undated. */
export function monthsOld(sourceDate: string | null | undefined, now: Date): number {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(sourceDate ?? '');
  if (!m) return Number.NaN;
  // A year alone counts from its end, so an undated month never makes data look older.
  const month = m[2] ? Number(m[2]) : 12;
  return (now.getUTCFullYear() - Number(m[1])) * 12 + (now.getUTCMonth() + 1 - month);
}

/**
 * The source a row came from, without the notes a merge appends after ";" (a Ministry row whose
 * emergency flag came from OpenStreetMap is still the Ministry's row).
 */
export function primarySource(sourceName: string): string {
  return sourceName.split(';')[0]!.trim();
}

/**
 * " (from OpenStreetMap, 2018: it may have closed)" for a place from an old extract (issue 29);
 * nothing for recent data. The year is the tool result's own `source_date`.
 */
export function placeAge(ctx: Ctx, p: PlaceHit, now = new Date()): string {
  const months = monthsOld(p.source_date, now);
  if (!p.source_name || !(months > OLD_DATA_YEARS * 12)) return '';
  const year = p.source_date!.slice(0, 4);
  return ` ${fill(ctx.t.placesAge, { source: quote(primarySource(p.source_name), 100), year })}`;
}

export function knowledgeLines(ctx: Ctx, outcome: Outcome): string[] {
  const { t, u } = ctx;
  if (outcome.step.tool !== 'knowledge') return [];
  const hit = outcome.hits?.[0];
  if (u.intent === 'emergency' || u.intent === 'out_of_scope') return [];
  if (!hit) return u.intent === 'knowledge' ? [t.knowledgeNone] : [];
  const other = hit.language !== u.language && t.knowledgeOtherLanguage ? [t.knowledgeOtherLanguage] : [];
  return [fill(t.knowledgeFrom, { title: hit.title }), excerpt(hit.content), ...other];
}

export function itineraryLines(ctx: Ctx, outcome: Outcome): string[] {
  const { t, u } = ctx;
  const plan = outcome.itinerary;
  const step = outcome.step;
  if (!plan || step.tool !== 'itinerary') return [];
  const center = name(ctx, step.center.name);
  if (plan.stops.length < 2) return [fill(t.itineraryNone, { center })];
  const lines = [fill(t.itineraryIntro, { span: t.span[step.span], center })];
  plan.stops.forEach((stop, i) => {
    lines.push(
      fill(t.itineraryStop, { name: quote(stop.name, 120), category: category(ctx, stop.category) }),
    );
    const leg = plan.legs[i];
    if (!leg) return;
    const to = quote(leg.to, 120);
    lines.push(
      leg.distance
        ? fill(t.itineraryLeg, {
            distance: leg.distance,
            mode: t.modes[leg.mode],
            to,
            duration: leg.duration ? ` (${t.about} ${durationIn(t, leg.duration)})` : '',
          })
        : fill(t.itineraryLegStraight, { distance: formatDistance(leg.distance_m, u.units), to }),
    );
  });
  return lines;
}

/** The tool's figures, with a trip's time in the reader's units. */
function factsOf(t: Templates, outcome: Outcome) {
  const facts = outcome.answer?.facts ?? {};
  return facts.duration === undefined ? facts : { ...facts, duration: durationIn(t, facts.duration) };
}

export function serviceLines(ctx: Ctx, outcome: Outcome): string[] {
  const { t, u } = ctx;
  const facts = factsOf(t, outcome);
  const step = outcome.step;
  const modes = t.modes as Record<string, string>;
  switch (step.tool) {
    case 'route':
      if (facts.same) return [fill(t.alreadyThere, { destination: name(ctx, step.destination.name) })];
      if (facts.walkOnly)
        return [
          fill(t.route, {
            ...facts,
            origin: name(ctx, step.origin.name),
            destination: name(ctx, step.destination.name),
            mode: modes.walking,
          }),
        ];
      if (facts.lines || facts.noJourney) return [transitLine(ctx, outcome)];
      return [
        fill(t.route, {
          ...facts,
          origin: name(ctx, step.origin.name),
          destination: name(ctx, step.destination.name),
          mode: modes[step.mode] ?? '',
        }),
      ];
    case 'cost':
      if (facts.same) return [fill(t.alreadyThere, { destination: name(ctx, step.destination.name) })];
      if (facts.noFare)
        return [
          fill(t.costNoFare, {
            origin: name(ctx, step.origin.name),
            destination: name(ctx, step.destination.name),
          }),
        ];
      return [
        fill(t[step.tool], {
          ...facts,
          ...costNotes(t, facts),
          origin: name(ctx, step.origin.name),
          destination: name(ctx, step.destination.name),
          mode: modes[step.mode] ?? '',
        }),
      ];
    case 'weather':
      if (facts.live === 'no') return [fill(t.weatherNoLive, { place: name(ctx, step.place.name) })];
      return [
        fill(t.weather, {
          ...facts,
          summary: weatherSummary(t, String(facts.conditions ?? ''), String(facts.range ?? '')),
          place: name(ctx, step.place.name),
          // The forecast's own date, not the day asked: a provider may only have today's.
          time: facts.forecastDate ? ` (${facts.forecastDate})` : '',
        }),
      ];
    case 'transport':
      if (facts.line) return [lineLine(ctx, facts)];
      if (facts.line0) return [fill(t.transport, { summary: statusSummary(t, facts) })];
      // No line within reach: said in words, so the card never stands alone without a sentence.
      return [fill(t.noStation, { place: name(ctx, u.entities.places[0]?.name ?? u.hereName ?? '') })];
    case 'emergency': {
      const items = outcome.answer?.items ?? [];
      if (!items.length) return [];
      const intro = fill(t.emergencyNearest, { category: category(ctx, items[0]!.category) });
      return [
        intro,
        ...items.map((p) =>
          fill(t.placesItem, {
            name: quote(p.name, 120),
            distance: p.distance_m === null ? '' : ` — ${formatDistance(p.distance_m, u.units)}`,
            vicinity: p.category === items[0]!.category ? '' : ` (${category(ctx, p.category)})`,
          }),
        ),
      ];
    }
    default:
      return [];
  }
}

/** One line's state now, in the user's words, with its first service alert. */
function lineLine(ctx: Ctx, facts: Record<string, string | number>): string {
  const { t } = ctx;
  const states = t.lineStates as Record<string, string>;
  return fill(t.transportLine, {
    line: quote(String(facts.line), 120),
    station: quote(String(facts.station), 120),
    state: fill(states[String(facts.state)] ?? t.lineStates.ended, { next: facts.next }),
    alerts: facts.alert ? fill(t.lineAlert, { alert: quote(String(facts.alert), 200) }) : t.lineNoAlerts,
  });
}

/** A journey on the timetable: lines, departure, time, changes and fare; or why there is none. */
function transitLine(ctx: Ctx, outcome: Outcome): string {
  const { t } = ctx;
  const facts = factsOf(t, outcome);
  const step = outcome.step;
  if (step.tool !== 'route') return '';
  const ends = { origin: name(ctx, step.origin.name), destination: name(ctx, step.destination.name) };
  if (facts.noJourney) {
    const reasons = t.noJourney as Record<string, string>;
    return fill(reasons[String(facts.noJourney)] ?? t.noJourney['no-service'], ends);
  }
  const transfers = String(facts.transfers ?? '0');
  const changes = fill(transfers === '0' || transfers === '1' ? t.changes[transfers] : t.changes.n, {
    n: transfers,
  });
  return fill(t.routeTransit, {
    ...facts,
    depart: clockText(String(facts.depart ?? ''), ctx.u.clock, ctx.u.language),
    ...ends,
    mode: (t.modes as Record<string, string>)[step.mode] ?? '',
    changes,
    fare: facts.fare ? fill(t.fare, { fare: facts.fare }) : '',
  });
}
