// The place-name resolver: free text ("KL Sentral", "klcc", "Cyberjya", "赛城", "புத்ராஜெயா") to
// ranked places of Pintar's catalogue. Names people type live in aliases.json; everything else
// goes through the places search index. Every coordinate comes from the catalogue.
import type { LatLng } from '@pintar/contracts';
import type { SearchIndex } from '../ports/searchIndex.ts';
import { PLACE_SEARCH, type PlaceSearchDoc } from '../places/placesProjection.ts';
import { PLACE_RANKING } from '../places/ranking.ts';
import { distanceMeters } from '../shared/geo.ts';
import abroadData from './abroad.json' with { type: 'json' };
import aliasData from './aliases.json' with { type: 'json' };
import { AliasMatcher, type AliasEntry, type Mention } from './aliasMatcher.ts';
import { gazetteerEntries } from './gazetteer.ts';
import { normalizeText } from './normalize.ts';

export interface PlaceCandidate extends LatLng {
  name: string;
  id?: string;
  kind: 'station' | 'area' | 'landmark' | 'place';
  category?: string;
  city?: string;
  state?: string;
}

export interface Resolution {
  /** Best first; empty when nothing in the catalogue matches. */
  candidates: PlaceCandidate[];
  /** Several places carry this very name far apart: ask which. */
  ambiguous: boolean;
}

export interface PlaceResolver {
  /** Known names (aliases) in a message, longest first where they overlap. */
  mentions(text: string): Mention[];
  /** A place outside Malaysia named in the message, if any. */
  abroad(text: string): string | undefined;
  resolve(text: string, near?: LatLng): Promise<Resolution>;
}

/** Two same-name places further apart than this are different places, not one hub's entrances. */
const SAME_PLACE_M = 2_000;
const CANDIDATES = 20;
/** The whole country, in the four languages: a name many places carry, never one place. */
const COUNTRY_NAMES = new Set(['malaysia', 'maleisia', '马来西亚', 'மலேசியா'].map(normalizeText));

/**
 * Every name the resolver knows: aliases.json's (the hand-checked ones, which keep a name they
 * share) and the gazetteer's.
 */
export function placeNames(): AliasEntry[] {
  const aliases = aliasData.places as AliasEntry[];
  const known = new Set(aliases.flatMap((a) => a.names));
  const gazetteer = gazetteerEntries()
    .map((g) => ({ ...g, names: g.names.filter((n) => !known.has(n)) }))
    .filter((g) => g.names.length);
  return [...aliases, ...gazetteer];
}

export function createPlaceResolver(
  search: SearchIndex,
  aliases: readonly AliasEntry[] = placeNames(),
): PlaceResolver {
  const matcher = new AliasMatcher(aliases);
  const abroad = new AliasMatcher(
    abroadData.names.map((n) => ({ label: n, kind: 'area', target: {}, names: [n] })),
  );
  const byAlias = new Map<AliasEntry, Promise<PlaceCandidate | undefined>>();

  const lookUp = async (query: Parameters<Awaited<ReturnType<SearchIndex['index']>>['search']>[0]) => {
    const index = await search.index<PlaceSearchDoc>(PLACE_SEARCH);
    const ranking = query.text ? PLACE_RANKING : {};
    return (await index.search({ ...query, ...ranking, filters: { ...query.filters, status: 'active' } }))
      .hits;
  };

  async function fromAlias(entry: AliasEntry): Promise<PlaceCandidate | undefined> {
    const found = await fromTarget(entry, entry.target);
    // A catalogue without the town's row (an older import): the same name of any kind.
    if (found || !entry.target.category) return found;
    return fromTarget(entry, { ...entry.target, category: undefined });
  }

  async function fromTarget(
    entry: AliasEntry,
    target: AliasEntry['target'],
  ): Promise<PlaceCandidate | undefined> {
    if (target.city) {
      const hits = await lookUp({ filters: { city: target.city }, limit: 500 });
      if (!hits.length) return undefined;
      const mean = (pick: (d: PlaceSearchDoc) => number) =>
        hits.reduce((s, h) => s + pick(h.document), 0) / hits.length;
      const first = hits[0]!.document;
      return {
        name: entry.label,
        kind: 'area',
        lat: mean((d) => d.location.lat),
        lng: mean((d) => d.location.lng),
        city: first.city,
        state: first.state,
      };
    }
    const written = target.name ?? entry.label;
    const wanted = normalizeText(written);
    const { category } = target;
    const hits = await lookUp({
      text: written,
      limit: CANDIDATES,
      ...(category ? { filters: { category } } : {}),
    });
    const same = hits.filter((h) => normalizeText(h.document.name) === wanted);
    // The name as written first: the station KAJANG (its operator writes names in capitals) for
    // "kajang station", the town Kajang for "Kajang".
    const exact = same.find((h) => h.document.name === written) ?? same[0];
    if (!exact) return undefined;
    const { id: _id, ...place } = candidateOf(exact.document);
    return entry.kind === 'area' ? { ...place, name: entry.label, kind: 'area' } : { ...place, id: exact.id };
  }

  function cachedAlias(entry: AliasEntry) {
    let found = byAlias.get(entry);
    if (!found) byAlias.set(entry, (found = fromAlias(entry)));
    return found;
  }

  async function fromCatalogue(text: string, near?: LatLng): Promise<Resolution> {
    const wanted = normalizeText(text);
    if (wanted.length < 2) return { candidates: [], ambiguous: false };
    const hits = await lookUp({ text, fuzzy: true, limit: CANDIDATES });
    const words = wanted.split(' ');
    const fitting = hits.filter((h) => {
      const name = normalizeText(h.document.name);
      return name === wanted || words.every((w) => name.split(' ').includes(w));
    });
    const exact = fitting.filter((h) => normalizeText(h.document.name) === wanted);
    const pool = (exact.length ? exact : fitting).map((h) => candidateOf(h.document));
    if (near) pool.sort((a, b) => distanceMeters(near, a) - distanceMeters(near, b));
    const spread = pool.some((p) => distanceMeters(p, pool[0]!) > SAME_PLACE_M);
    return { candidates: pool, ambiguous: exact.length > 1 && spread && !near };
  }

  return {
    mentions: (text) => matcher.find(normalizeText(text)),
    abroad: (text) => abroad.find(normalizeText(text))[0]?.entry.label,
    async resolve(text, near) {
      const known = matcher.exact(normalizeText(text));
      if (known) {
        const place = await cachedAlias(known);
        if (place) return { candidates: [place], ambiguous: false };
      }
      // The country is no place of the catalogue: "Malaysia" is not Open University Malaysia.
      if (COUNTRY_NAMES.has(normalizeText(text))) return { candidates: [], ambiguous: false };
      return fromCatalogue(text, near);
    },
  };
}

function candidateOf(doc: PlaceSearchDoc): PlaceCandidate {
  return {
    name: doc.name,
    id: doc.id,
    kind: doc.category === 'rail_station' ? 'station' : 'place',
    lat: doc.location.lat,
    lng: doc.location.lng,
    category: doc.category,
    city: doc.city,
    state: doc.state,
  };
}
