export * from './monitoring.ts';
export { PROBES } from './probes.ts';
export { decideProbeRound } from './decide.ts';
export * from './endpoints/projection.ts';
export * from './endpoints/queries.ts';
export * from './alerts/projection.ts';
export * from './alerts/queries.ts';
export * from './usage/queries.ts';
