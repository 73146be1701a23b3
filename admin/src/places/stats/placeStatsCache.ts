// The statistics panel's memory of the last figures it really received (docs/product.md, Admin live figures):
// on a failed fetch those are shown, labelled with their time; never built-in sample figures.
// Pure (storage and clock are passed in), so it is unit tested without a browser.

import type { components } from '@pintar/contracts/openapi';

/** The browser storage key, under the admin's prefix. */
export const PLACE_STATS_KEY = 'pintar.admin.placeStats';

/** GET /api/admin/dashboard/stats (docs/places.md). */
export type PlaceStats = components['schemas']['PlaceStatistics'];

export interface CachedPlaceStats {
  stats: PlaceStats;
  /** When the figures were received, in epoch milliseconds. */
  receivedAt: number;
}

type Readable = Pick<Storage, 'getItem'>;
type Writable = Pick<Storage, 'setItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Checks what the panel reads, so a wrong answer is reported as a failure, not drawn as data. */
export const isPlaceStats = (value: unknown): value is PlaceStats =>
  isRecord(value) &&
  isCount(value.total_places) &&
  isCount(value.active_places) &&
  isCount(value.google_enhanced) &&
  isCount(value.categories_count) &&
  isCount(value.states_count) &&
  Array.isArray(value.state_breakdown) &&
  value.state_breakdown.every((row) => isRecord(row) && typeof row.state === 'string' && isCount(row.count));

/** The stored figures, or null when there are none or they are unreadable. */
export const readCachedStats = (storage: Readable | null): CachedPlaceStats | null => {
  try {
    const raw = storage?.getItem(PLACE_STATS_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || !isPlaceStats(value.stats) || !isCount(value.receivedAt)) return null;
    return { stats: value.stats, receivedAt: value.receivedAt as number };
  } catch {
    return null;
  }
};

export const writeCachedStats = (storage: Writable | null, stats: PlaceStats, receivedAt: number): void => {
  try {
    storage?.setItem(PLACE_STATS_KEY, JSON.stringify({ stats, receivedAt }));
  } catch {
    // Quota or privacy mode: the figures are still kept in memory for this session.
  }
};

/** What the panel shows, from the query's state. */
export type StatsView =
  | { kind: 'loading' }
  | { kind: 'empty'; error: string | null }
  /** Figures stored by an earlier visit, shown while the first fetch of this one runs. */
  | { kind: 'restored'; stats: PlaceStats; receivedAt: number }
  | { kind: 'live'; stats: PlaceStats; receivedAt: number }
  | { kind: 'cached'; stats: PlaceStats; receivedAt: number; error: string };

export const statsView = (query: {
  stats: PlaceStats | undefined;
  receivedAt: number;
  error: string | null;
  pending: boolean;
  /** Whether a fetch of this visit has answered; before that, stats can only be restored ones. */
  fetched: boolean;
}): StatsView => {
  const { stats, receivedAt, error, pending, fetched } = query;
  if (stats && error) return { kind: 'cached', stats, receivedAt, error };
  if (stats) return fetched ? { kind: 'live', stats, receivedAt } : { kind: 'restored', stats, receivedAt };
  if (pending && !error) return { kind: 'loading' };
  return { kind: 'empty', error };
};

const two = (value: number) => String(value).padStart(2, '0');

/** "14:32" for figures from today, "2026-11-20 14:32" for older ones: the age must be plain. */
export const formatReceivedAt = (receivedAt: number, now: number = Date.now()): string => {
  const at = new Date(receivedAt);
  const today = new Date(now);
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  const sameDay =
    at.getFullYear() === today.getFullYear() &&
    at.getMonth() === today.getMonth() &&
    at.getDate() === today.getDate();
  return sameDay ? time : `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${time}`;
};

/** The state ranking, largest first, each with its share of the largest (0–100) for the bar. */
export const rankStates = (breakdown: PlaceStats['state_breakdown']) => {
  const sorted = [...breakdown].sort((a, b) => b.count - a.count || a.state.localeCompare(b.state));
  const top = sorted[0]?.count ?? 0;
  return sorted.map((row) => ({ ...row, share: top > 0 ? (row.count / top) * 100 : 0 }));
};
