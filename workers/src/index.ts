import {
  contactMessagesProjection,
  contactSearchProjection,
  identityProjection,
  outboxProjection,
  type Projection,
  sessionsProjection,
} from '@pintar/core';

/** Every projection Pintar runs, in start order. */
export const PROJECTIONS: readonly Projection[] = [
  contactMessagesProjection,
  contactSearchProjection,
  identityProjection,
  sessionsProjection,
  outboxProjection,
];

export { startWorkers, type WorkerHost } from './host.ts';
