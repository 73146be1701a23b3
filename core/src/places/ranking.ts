// How place search ranks an equal text match (issue 29): by the place's importance, then an exact
// name before a fuzzy one. Both engines apply it the same way (SearchQuery.boostBy and
// exactBoost): relevance × (1 + importance) × EXACT_NAME (or EXACT_NAME_FUZZY through typos) when
// the name is exactly the words typed.
import type { SearchQuery } from '../ports/searchIndex.ts';
import { normalizeTerm, tokenize } from '../shared/tokenize.ts';

/** Landmarks people name a trip by: an airport, a rail station, a town, a mall, a hospital, a university. */
const LANDMARK = 2;
/** What is one of many alike and often named after the town it is in: a bus stop, a school, a shop. */
const COMMON = 0;
/** Everything else (a clinic, a college, a bank, a village, a mosque…). */
const OTHER = 0.5;

const IMPORTANCE: Readonly<Record<string, number>> = {
  airport: LANDMARK,
  rail_station: LANDMARK,
  city: LANDMARK,
  town: LANDMARK,
  neighbourhood: LANDMARK,
  district: LANDMARK,
  mall: LANDMARK,
  hospital: LANDMARK,
  university: LANDMARK,
  bus_stop: COMMON,
  school: COMMON,
  convenience: COMMON,
  supermarket: COMMON,
  restaurant: COMMON,
  cafe: COMMON,
  fast_food: COMMON,
  pharmacy: COMMON,
  petrol_station: COMMON,
  atm: COMMON,
};

/** A place's importance: relevance is multiplied by 1 + this (3 for a landmark, 1 for a shop). */
export function importanceOf(category: string | undefined): number {
  return category === undefined ? OTHER : (IMPORTANCE[category] ?? OTHER);
}

/**
 * A name that is exactly the words typed (no more, no fewer) ranks this many times higher: the
 * station KAJANG above "Sate Kajang Hj Samuri" for "Kajang".
 */
export const EXACT_NAME = 4;
/** A name that is exactly the words once typos are forgiven ("kl sentrl": KL SENTRAL). */
export const EXACT_NAME_FUZZY = 2;

/** How many terms the name is indexed as (what the exact-name boost compares the words with). */
export function nameTermsOf(name: string): number {
  return tokenize(name).filter((token) => normalizeTerm(token)).length;
}

/** The ranking part of a place search with text. */
export const PLACE_RANKING: Pick<SearchQuery, 'boostBy' | 'exactBoost'> = {
  boostBy: { field: 'importance', per: 1 },
  exactBoost: { field: 'name', lengthField: 'name_terms', factor: EXACT_NAME, fuzzyFactor: EXACT_NAME_FUZZY },
};
