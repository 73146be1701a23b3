// The sentences of the answers chosen by their subject: fuel prices, public holidays, departures
// at a station, the lines serving a place, and car against public transport.
import type { Outcome } from '../tools/run.ts';
import { fill, formatDistance, quote } from './format.ts';
import { type Ctx, name } from './lines.ts';
import { durationIn } from './serviceWords.ts';

/** Holidays on the Islamic calendar: their dates are estimates until the moon is sighted. */
const LUNAR = /Eid|Islamic|Prophet|Nuzul|Isra|Ramadan|Arafah/;

export function subjectLines(ctx: Ctx, outcome: Outcome): string[] {
  const { t, u } = ctx;
  const facts = outcome.answer?.facts ?? {};
  const rows = outcome.answer?.rows ?? [];
  const step = outcome.step;
  switch (step.tool) {
    case 'fuel':
      return [fill(facts.subsidised ? t.fuel : t.fuelNoBudi, facts)];
    case 'holidays': {
      const scope = facts.scope === 'country' ? t.holidayCountry : t.holidayNational;
      const vars = { ...facts, state: facts.state ? quote(String(facts.state)) : scope };
      const lines: string[] = [];
      const kind = String(facts.kind);
      if (kind === 'yes') lines.push(fill(t.holidayYes, vars));
      else if (kind === 'no') lines.push(fill(t.holidayNo, vars));
      else if (kind === 'named') lines.push(fill(t.holidayNamed, vars));
      else if (kind === 'notListed') lines.push(fill(t.holidayNotListed, vars));
      if (kind !== 'yes' && kind !== 'named')
        lines.push(facts.nextDate ? fill(t.holidayNext, vars) : fill(t.holidayNone, vars));
      const named = `${facts.names ?? ''} ${kind === 'yes' || kind === 'named' ? '' : (facts.nextNames ?? '')}`;
      if (LUNAR.test(named)) lines.push(t.holidayMoon);
      return lines;
    }
    case 'departures': {
      const place = name(ctx, step.near.name);
      if (facts.noStation) return [fill(t.noStation, { place })];
      const vars = { station: quote(String(facts.station), 120), time: String(facts.time) };
      if (!rows.length) return [fill(t.departuresNone, vars)];
      return [
        fill(t.departuresIntro, vars),
        ...rows.map((r) =>
          fill(t.departuresItem, {
            line: quote(r.line!, 120),
            headsign: quote(r.headsign!, 120),
            times: r.times!,
          }),
        ),
      ];
    }
    case 'lines': {
      const place = name(ctx, step.near.name);
      if (facts.noStation) return [fill(t.noStation, { place })];
      return [
        fill(t.linesIntro, { place }),
        ...rows.map((r) =>
          fill(t.linesItem, {
            station: quote(r.station!, 120),
            distance: formatDistance(Number(r.meters), u.units),
            lines: quote(r.lines!, 300),
          }),
        ),
      ];
    }
    case 'compare': {
      const ends = { origin: name(ctx, step.origin.name), destination: name(ctx, step.destination.name) };
      if (facts.same) return [fill(t.alreadyThere, ends)];
      if (!facts.train) return [fill(t.compareNoFare, { ...ends, car: String(facts.car) })];
      const cheaper = t.compareCheaper as Record<string, string>;
      const durations = {
        carDuration: durationIn(t, facts.carDuration),
        trainDuration: durationIn(t, facts.trainDuration),
      };
      return [fill(t.compare, { ...facts, ...durations, ...ends }), cheaper[String(facts.cheaper)] ?? ''];
    }
    default:
      return [];
  }
}
