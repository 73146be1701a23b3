import type { ImportStats } from './events.ts';

/** What an import's record says once it has ended (issue 15). */
export type FinishedImportStatus = 'completed' | 'warning' | 'failed';

/** Reasons quoted in an import's message; the record keeps the first 100 rows, the events all. */
const QUOTED_REASONS = 3;

/** Every row was refused, so the import wrote nothing: a failure, never a green success. */
export const noValidRow = (stats: ImportStats): boolean =>
  stats.rejected > 0 && stats.imported + stats.updated + stats.skipped === 0;

/** An import that ran to its end: a warning when some rows were refused, completed otherwise. */
export const endedStatus = (stats: ImportStats): 'completed' | 'warning' =>
  stats.rejected > 0 ? 'warning' : 'completed';

const quoted = (errors: readonly { line: number; reason: string }[]) =>
  errors
    .slice(0, QUOTED_REASONS)
    .map(({ line, reason }) => `line ${line}: ${reason}`)
    .join('; ');

/** Why an import in which no row was valid failed, with its first reasons. */
export function noValidRowReason(stats: ImportStats, errors: readonly { line: number; reason: string }[]) {
  const more = stats.rejected > QUOTED_REASONS ? `; and ${stats.rejected - QUOTED_REASONS} more` : '';
  const rows = stats.rejected === 1 ? '1 row was' : `${stats.rejected} rows were`;
  return `No row was valid: ${rows} rejected (${quoted(errors)}${more}).`;
}

/** The message of an import that skipped some rows, or null when it refused none. */
export function warningMessage(stats: ImportStats, processed: number): string | null {
  if (stats.rejected === 0) return null;
  return `${stats.rejected} of ${processed} rows were rejected; the other rows were imported. See the rejected rows for the reasons.`;
}
