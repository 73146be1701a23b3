// The bench's side of its child processes (projector.ts, api.ts): fork, wait until ready,
// follow commits, stop and collect their figures.
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import type { Namespace } from './engines.ts';
import type { Commit } from './projector.ts';

type Message = { type: string; commits?: Commit[]; stats?: Record<string, unknown>; url?: string };

export interface Child {
  process: ChildProcess;
  /** Resolves with the child's 'ready' message. */
  ready: Promise<Message>;
  /** Asks the child to stop; resolves with its figures once it has exited. */
  stop(): Promise<Record<string, unknown>>;
}

/** Children still running, so that an interrupted bench can end them first. */
export const liveChildren = new Set<ChildProcess>();

export function forkChild(
  script: string,
  ns: Namespace,
  onMessage: (m: Message) => void = () => {},
  stdout: 'inherit' | 'ignore' = 'inherit',
): Child {
  const child = fork(join(import.meta.dirname, script), [JSON.stringify(ns)], {
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
  liveChildren.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => liveChildren.delete(child));
  let stats: Record<string, unknown> = {};
  const ready = new Promise<Message>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    child.on('message', (m: Message) => {
      if (m.type === 'ready') resolve(m);
      if (m.type === 'stats') stats = m.stats ?? {};
      onMessage(m);
    });
  });
  return {
    process: child,
    ready,
    async stop() {
      if (child.connected) child.send({ type: 'stop' });
      // The figures come first; a child stuck on a slow write is killed after a grace period.
      let killed = false;
      const killer = setTimeout(() => {
        killed = true;
        child.kill('SIGKILL');
      }, 20_000);
      await exited;
      clearTimeout(killer);
      return killed ? { ...stats, killedAfterStop: true } : stats;
    },
  };
}

/**
 * The projector child plus what its commits tell: per group and partition, every commit in order
 * (offset and time), and when each group had covered given last offsets.
 */
export class Projector {
  readonly child: Child;
  readonly commits = new Map<string, Commit[]>();
  #waiters: (() => void)[] = [];

  constructor(ns: Namespace) {
    this.child = forkChild('projector.ts', ns, (m) => {
      for (const c of m.commits ?? []) {
        const key = `${c.group}/${c.partition}`;
        const list = this.commits.get(key) ?? [];
        this.commits.set(key, list);
        list.push(c);
      }
      if (m.commits) for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  /** When `group` first committed at or past `offset` on `partition` (undefined: not yet). */
  coveredAt(group: string, partition: number, offset: number): number | undefined {
    // A partition's commits arrive in offset order, so the first one covering `offset` is found
    // by binary search.
    const list = this.commits.get(`${group}/${partition}`) ?? [];
    let [lo, hi] = [0, list.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.offset < offset) lo = mid + 1;
      else hi = mid;
    }
    return list[lo]?.at;
  }

  /** Waits until every group covers every partition's last offset; per group, the time it did. */
  async covered(groups: readonly string[], last: Map<number, number>, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    const times = () => groups.map((g) => [...last].map(([p, offset]) => this.coveredAt(g, p, offset)));
    while (times().flat().includes(undefined) && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 1_000);
      });
    }
    return Object.fromEntries(
      groups.map((g, i) => {
        const at = times()[i]!;
        return [g, at.includes(undefined) ? undefined : Math.max(...(at as number[]))];
      }),
    );
  }

  /**
   * Each event's lag per group, and until both groups had it ("all"): from the acknowledgement
   * of its append to the first commit covering its offset. Events never covered are left out.
   */
  lags(groups: readonly string[], events: { partition: number; offset: number; ackedAt: number }[]) {
    const result: Record<string, number[]> = { all: [] };
    for (const g of groups) result[g] = [];
    for (const e of events) {
      const at = groups.map((g) => this.coveredAt(g, e.partition, e.offset));
      at.forEach((t, i) => t !== undefined && result[groups[i]!]!.push(t - e.ackedAt));
      if (!at.includes(undefined)) result.all!.push(Math.max(...(at as number[])) - e.ackedAt);
    }
    return result;
  }
}
