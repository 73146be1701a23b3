export * from './cloudevents.ts';
export * from './events.ts';
export type { components, operations, paths } from './generated/openapi.ts';
export * from './chat.ts';
