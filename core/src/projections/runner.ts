import type { EventLog, Position, Subscription } from '../ports/eventLog.ts';
import { applyOrDeadLetter } from './deadLetter.ts';
import { type RebuildResult, rebuildProjection } from './rebuild.ts';
import type { Projection, ProjectionHandlers, ProjectionStores } from './projection.ts';
import { committedPositions, restoreSnapshot } from './snapshot.ts';

export interface RunnerLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Running {
  projection: Projection;
  handlers: ProjectionHandlers;
  subscription: Subscription;
}

/**
 * Runs projections: one consumer group each, offsets committed only after the read model is
 * written. Projections writing to a store that forgets on restart start again from zero.
 */
export class ProjectionRunner {
  readonly #log: EventLog;
  readonly #stores: ProjectionStores;
  readonly #logger: RunnerLogger;
  readonly #running = new Map<string, Running>();

  readonly #attempts: number;

  /** `attempts`: how often a failing batch, then each of its events, is tried before dead-lettering. */
  constructor(
    log: EventLog,
    stores: ProjectionStores,
    logger: RunnerLogger,
    options: { attempts?: number } = {},
  ) {
    this.#log = log;
    this.#stores = stores;
    this.#logger = logger;
    this.#attempts = options.attempts ?? 5;
  }

  get names(): string[] {
    return [...this.#running.keys()];
  }

  projections(): Projection[] {
    return [...this.#running.values()].map((r) => r.projection);
  }

  /** Events appended but not yet projected, summed over the running projections and their topics. */
  async pending(): Promise<number> {
    let lag = 0;
    for (const { name, topics } of this.projections())
      for (const topic of topics) lag += await this.#log.pending(name, topic);
    return lag;
  }

  async start(projections: readonly Projection[]): Promise<void> {
    const snapshot = await restoreSnapshot(this.#log, this.#stores.search, projections);
    // Side by side: on Kafka each subscription waits for its group to settle.
    const opened = await Promise.all(
      projections.map(async (projection) => ({ projection, handlers: await projection.open(this.#stores) })),
    );
    const positions = snapshot.usable();
    const reason = snapshot.reason();
    if (positions) this.#logger.info({ positions }, 'search indexes loaded from their snapshot');
    else if (reason)
      this.#logger.info({ reason }, 'search snapshot not used: search indexes rebuilt from the log');
    await Promise.all(
      opened.map(async ({ projection, handlers }) => {
        const subscription = await this.#subscribe(projection, handlers, positions?.[projection.name]);
        this.#running.set(projection.name, { projection, handlers, subscription });
      }),
    );
  }

  /** Stops every projection, then saves the in-memory indexes with the positions they hold. */
  async stop(): Promise<void> {
    const running = [...this.#running.values()];
    await Promise.all(running.map((r) => r.subscription.stop()));
    this.#running.clear();
    const volatile = running.map((r) => r.projection).filter((p) => this.#volatile(p));
    if (volatile.length === 0 || !this.#stores.search.saveSnapshot) return;
    try {
      const positions = await committedPositions(this.#log, volatile);
      const saved = await this.#stores.search.saveSnapshot(positions);
      if (saved) this.#logger.info({ ...saved }, 'search indexes saved for the next start');
    } catch (error) {
      this.#logger.error({ err: error }, 'search snapshot not saved; the next start rebuilds from the log');
    }
  }

  /** Replays the log from position zero into fresh read models and swaps them in, staying online. */
  async rebuild(name: string): Promise<RebuildResult> {
    const running = this.#running.get(name);
    if (!running) throw new Error(`No projection named ${name}`);
    const result = await rebuildProjection(this.#log, this.#stores, running.projection);
    this.#logger.info({ ...result }, 'projection rebuilt and swapped in');
    return result;
  }

  #volatile(projection: Projection): boolean {
    return projection.target === 'search' && !this.#stores.search.durable;
  }

  async #subscribe(
    projection: Projection,
    handlers: ProjectionHandlers,
    restored?: readonly Position[],
  ): Promise<Subscription> {
    const volatile = this.#volatile(projection);
    if (volatile) await this.#log.resetGroup(projection.name, projection.topics);
    if (volatile && restored) await this.#log.resume?.(projection.name, restored);
    const onError = (error: unknown, attempt: number, batch: readonly { position: object }[]) =>
      this.#logger.error(
        { err: error, projection: projection.name, attempt, first: batch[0]?.position, size: batch.length },
        'projection failed; retrying',
      );
    const policy = { attempts: this.#attempts, storesHealthy: () => this.#storesHealthy(), onError };
    return this.#log.subscribe(
      {
        group: projection.name,
        topics: projection.topics,
        from: 'beginning',
        volatile,
        onError,
        ...(projection.settleMs ? { settleMs: projection.settleMs } : {}),
      },
      (batch) => applyOrDeadLetter(this.#log, projection.name, handlers, batch, policy),
    );
  }

  async #storesHealthy(): Promise<boolean> {
    try {
      await Promise.all([this.#stores.documents.ping(), this.#stores.search.ping()]);
      return true;
    } catch {
      return false;
    }
  }
}
