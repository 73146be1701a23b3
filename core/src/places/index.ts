export * from './place.ts';
export type * from './events.ts';
export { emptyImportStats } from './events.ts';
export * from './decide.ts';
export * from './placesProjection.ts';
export * from './placeStatsProjection.ts';
export * from './importsProjection.ts';
export * from './analyticsProjection.ts';
export * from './queries.ts';
export * from './matcher.ts';
export * from './importJob.ts';
export * from './importOutcome.ts';
export * from './interruptedImports.ts';
export * from './enrichment/port.ts';
export { createPlaceEnricher, GooglePlacesEnricher } from './enrichment/googlePlaces.ts';
export {
  DEFAULT_REFERENCE_DIR,
  MATCH_RADIUS_M as OSM_MATCH_RADIUS_M,
  OsmReferenceEnricher,
} from './enrichment/osmReference.ts';
export { matchKey } from './enrichment/nameKey.ts';
export * from './validate.ts';
export * from './reference.ts';
export * from './files/index.ts';
