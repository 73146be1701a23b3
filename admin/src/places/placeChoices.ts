// Choices of the Places selects. Pure: unit tested without a browser.
import { CATEGORIES, STATES, STATUSES } from './constants';
import type { PlaceFilterOptions } from './types';

export interface Choice {
  id: string;
  name: string;
}

const withCount = (name: string, count: number | undefined) =>
  count === undefined ? name : `${name} (${count})`;

const counts = (rows: { value: string; count: number }[] | undefined) =>
  new Map((rows ?? []).map((row) => [row.value, row.count]));

/**
 * Every category, with its count when GET /filters answered. The vocabulary is the API's own
 * (docs/places.md), so the select works even while the counts are unavailable.
 */
export const categoryChoices = (
  translate: (key: string, options?: object) => string,
  options?: PlaceFilterOptions,
): Choice[] => {
  const count = counts(options?.categories);
  return CATEGORIES.map((category) => ({
    id: category,
    name: withCount(
      translate(`resources.places.categories.${category}`, { _: category }),
      count.get(category),
    ),
  }));
};

export const stateChoices = (options?: PlaceFilterOptions): Choice[] => {
  const count = counts(options?.states);
  return STATES.map((state) => ({ id: state, name: withCount(state, count.get(state)) }));
};

export const statusChoices = (translate: (key: string, options?: object) => string): Choice[] =>
  STATUSES.map((status) => ({
    id: status,
    name: translate(`resources.places.statuses.${status}`, { _: status }),
  }));

/**
 * The cities present in the catalogue, only those of `state` when one is chosen, sorted by name.
 * A city picked before (say, from a link) stays selectable even if GET /filters lacks it.
 */
export const cityChoices = (
  options: PlaceFilterOptions | undefined,
  state: unknown,
  current: unknown,
): Choice[] => {
  // The same city name can exist in several states: without a state, one choice with the sum.
  const totals = new Map<string, number>();
  for (const city of options?.cities ?? []) {
    if (!state || city.state === state) totals.set(city.value, (totals.get(city.value) ?? 0) + city.count);
  }
  const choices = [...totals]
    .map(([city, count]) => ({ id: city, name: withCount(city, count) }))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (typeof current === 'string' && current && !totals.has(current))
    choices.unshift({ id: current, name: current });
  return choices;
};

/** Whether `city` is one of `state`'s cities; used to clear the city when the state changes. */
export const cityInState = (
  options: PlaceFilterOptions | undefined,
  city: unknown,
  state: unknown,
): boolean =>
  !state || !city || (options?.cities ?? []).some((row) => row.value === city && row.state === state);
