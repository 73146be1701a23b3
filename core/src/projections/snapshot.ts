import type { EventLog, Position } from '../ports/eventLog.ts';
import type { SearchIndex } from '../ports/searchIndex.ts';
import type { Projection } from './projection.ts';

/** What start-up got from the search snapshot. */
export interface RestoredSnapshot {
  /** Once every projection has opened its indexes: where each restored projection carries on, or null. */
  usable(): Record<string, Position[]> | null;
  /** Why there is nothing to carry on from (null when snapshots do not apply). */
  reason(): string | null;
}

const NONE: RestoredSnapshot = { usable: () => null, reason: () => null };

/**
 * Loads the in-memory indexes' snapshot when the backbone keeps one. It is refused when the log
 * does not reach the positions it was taken at (another or a truncated log); an index whose
 * fields changed since refuses it later, when its projection opens it.
 */
export async function restoreSnapshot(
  log: EventLog,
  search: SearchIndex,
  projections: readonly Projection[],
): Promise<RestoredSnapshot> {
  if (search.durable || !search.restoreSnapshot || !log.resume) return NONE;
  if (!projections.some((p) => p.target === 'search')) return NONE;
  const read = await search.restoreSnapshot(async (positions) => {
    for (const position of Object.values(positions).flat()) {
      const head = (await log.latest(position.topic)).get(position.partition) ?? -1;
      if (head < position.offset) return `the log ends before the snapshot (${position.topic} at ${head})`;
    }
    return null;
  });
  if ('reason' in read) return { usable: () => null, reason: () => read.reason };
  let stale: string | null = null;
  return {
    usable() {
      stale = search.staleSnapshot?.() ?? null;
      return stale ? null : read.positions;
    },
    reason: () => stale,
  };
}

/** Each projection's committed position on every partition of its topics. */
export async function committedPositions(
  log: EventLog,
  projections: readonly Projection[],
): Promise<Record<string, Position[]>> {
  const positions: Record<string, Position[]> = {};
  for (const projection of projections) {
    const list: Position[] = [];
    for (const topic of projection.topics) {
      for (const partition of (await log.latest(topic)).keys()) {
        const offset = await log.committed(projection.name, topic, partition);
        if (offset >= 0) list.push({ topic, partition, offset });
      }
    }
    positions[projection.name] = list;
  }
  return positions;
}
