import type { EventLog, Position } from '../ports/eventLog.ts';
import { ProjectionTimeoutError } from '../shared/errors.ts';

/**
 * Resolves once every named projection has committed past every position, so a command
 * handler can answer with the stored record. Listens for commits in this process and polls
 * for projections running in other processes. Rejects with ProjectionTimeoutError.
 */
export async function waitForProjection(
  log: EventLog,
  projections: readonly string[],
  positions: readonly Position[],
  timeoutMs: number,
  pollMs = 50,
): Promise<void> {
  const pending = new Set(projections.flatMap((group) => positions.map((position) => ({ group, position }))));
  const check = async () => {
    for (const item of [...pending]) {
      const { group, position } = item;
      if (
        (await log.committed(group, position.topic, position.partition, position.offset)) >= position.offset
      )
        pending.delete(item);
    }
    return pending.size === 0;
  };
  if (await check().catch(() => false)) return;

  await new Promise<void>((resolve, reject) => {
    let checking = false;
    let settled = false;
    const recheck = async () => {
      if (checking) return;
      checking = true;
      try {
        if (await check()) finish();
      } catch {
        // The log may be briefly unreachable; the events are recorded, so keep waiting.
      } finally {
        checking = false;
      }
    };
    const unsubscribe = log.onCommit(() => void recheck());
    const poll = setInterval(() => void recheck(), pollMs);
    const timer = setTimeout(
      () =>
        finish(
          new ProjectionTimeoutError(
            `Projections ${projections.join(', ')} did not catch up within ${timeoutMs} ms`,
          ),
        ),
      timeoutMs,
    );
    function finish(error?: unknown) {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearInterval(poll);
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    }
  });
}
