export * from './resolver.ts';
export type { AliasEntry, Mention } from './aliasMatcher.ts';
export { normalizeText } from './normalize.ts';
