export * from './identity/identity.ts';
export type * from './identity/events.ts';
export * from './identity/password.ts';
export * from './identity/validate.ts';
export * from './identity/tokens.ts';
export * from './identity/identityProjection.ts';
export * from './identity/sessionsProjection.ts';
export * from './identity/outboxProjection.ts';
