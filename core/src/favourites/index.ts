export * from './favourite.ts';
export * from './decide.ts';
export * from './list/projection.ts';
export * from './list/queries.ts';
