// After a fault: is every write the API acknowledged in the read models and in search, once?
// Reads are eventually consistent, so each check polls until it holds or two minutes pass; the
// time it took is the recovery time the run prints.
import { now } from '../pipeline/probes.ts';
import type { Acknowledged } from './load.ts';

export interface Tally {
  lost: number;
  doubled: number;
  /** Seconds from the call until everything acknowledged was found (or the wait ran out). */
  recoverySeconds: number;
}

async function pages<T>(url: string, path: string, token: string): Promise<T[]> {
  const all: T[] = [];
  for (let from = 0; ; from += 500) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await fetch(`${url}${path}${sep}range=${encodeURIComponent(`[${from},${from + 499}]`)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const page = (await res.json()) as T[];
    all.push(...page);
    if (page.length < 500) return all;
  }
}

const counts = (values: string[]) => {
  const by = new Map<string, number>();
  for (const value of values) by.set(value, (by.get(value) ?? 0) + 1);
  return by;
};

function tally(expected: Iterable<string>, found: Map<string, number>) {
  let lost = 0;
  let doubled = 0;
  for (const key of expected) {
    const n = found.get(key) ?? 0;
    if (n === 0) lost += 1;
    if (n > 1) doubled += 1;
  }
  return { lost, doubled };
}

async function until(check: () => Promise<{ lost: number; doubled: number }>): Promise<Tally> {
  const started = now();
  let last = { lost: -1, doubled: -1 };
  while (now() - started < 120_000) {
    last = await check().catch(() => ({ lost: -1, doubled: -1 }));
    if (last.lost === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { ...last, recoverySeconds: Math.round((now() - started) / 100) / 10 };
}

/** Contact messages: each acknowledged id listed once in the admin's inbox. */
export const checkContacts = (url: string, token: string, acked: Acknowledged) =>
  until(async () => {
    const listed = await pages<{ id: string }>(url, '/api/admin/contact-messages', token);
    return tally(acked.contacts, counts(listed.map((m) => m.id)));
  });

/** Created places: each acknowledged name once in the admin list of the run's city, and once in search. */
export const checkPlaces = (url: string, token: string, run: string, acked: Acknowledged) =>
  until(async () => {
    const city = encodeURIComponent(JSON.stringify({ city: `Scale ${run}` }));
    const listed = await pages<{ name: string }>(url, `/api/admin/places?filter=${city}`, token);
    const inList = tally(acked.places.keys(), counts(listed.map((p) => p.name)));
    if (inList.lost || inList.doubled) return inList;
    let lost = 0;
    let doubled = 0;
    for (const name of acked.places.keys()) {
      const res = await fetch(`${url}/api/locations/search?q=${encodeURIComponent(name)}&limit=20`);
      const body = (await res.json()) as { results?: { name: string }[] } | { name: string }[];
      const hits = (Array.isArray(body) ? body : (body.results ?? [])).filter((p) => p.name === name).length;
      if (hits === 0) lost += 1;
      if (hits > 1) doubled += 1;
    }
    return { lost, doubled };
  });

/** An imported file: every row once, by name, in the run's import city. */
export const checkImport = (url: string, token: string, city: string, names: string[]) =>
  until(async () => {
    const filter = encodeURIComponent(JSON.stringify({ city }));
    const listed = await pages<{ name: string }>(url, `/api/admin/places?filter=${filter}`, token);
    return tally(names, counts(listed.map((p) => p.name)));
  });
