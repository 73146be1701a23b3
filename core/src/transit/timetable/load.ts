// Loading the compiled timetable once at start-up.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TIMETABLE_VERSION } from '../build/compile.ts';
import { decodeTimetable } from './format.ts';
import type { Timetable } from './types.ts';
import { withQueryIndex, type LoadedTimetable } from './loaded.ts';

/** The compiled timetable shipped in the repository (`npm run transit:build` writes it). */
export const DEFAULT_TIMETABLE_PATH = fileURLToPath(
  new URL('../../../../data/transit/timetable.bin.gz', import.meta.url),
);

/**
 * Loads the compiled timetable (default: `data/transit/timetable.bin.gz`) and builds the
 * in-memory lookups the queries use. Synchronous; a few hundred milliseconds.
 */
export function loadTimetable(path: string = DEFAULT_TIMETABLE_PATH): LoadedTimetable {
  const tt: Timetable = decodeTimetable(readFileSync(path));
  if (tt.version !== TIMETABLE_VERSION) {
    throw new Error(`${path} is timetable version ${tt.version}; run npm run transit:build`);
  }
  return withQueryIndex(tt);
}
