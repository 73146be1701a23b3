import { contactMessagesProjection, contactSearchProjection, type Projection } from '@pintar/core';

/** Every projection Pintar runs, in start order. */
export const PROJECTIONS: readonly Projection[] = [contactMessagesProjection, contactSearchProjection];

export { startWorkers, type WorkerHost } from './host.ts';
