export * from './cursor.ts';
export * from './feed.ts';
export * from './topics.ts';
