import { type Platform, type Projection, ProjectionRunner, type RunnerLogger } from '@pintar/core';

export interface WorkerHost {
  runner: ProjectionRunner;
  stop(): Promise<void>;
}

/** Starts the projectors on a platform; in the API process (embedded) or on their own. */
export async function startWorkers(
  platform: Platform,
  projections: readonly Projection[],
  logger: RunnerLogger,
): Promise<WorkerHost> {
  const runner = new ProjectionRunner(platform.eventLog, platform, logger);
  await runner.start(projections);
  logger.info({ projections: runner.names }, 'projectors started');
  return { runner, stop: () => runner.stop() };
}
