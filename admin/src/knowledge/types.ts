// The knowledge base's shapes, from the contract (contracts/openapi.yaml) through
// @pintar/contracts, so the admin reads what the server answers.
import type { components, operations } from '@pintar/contracts/openapi';

type Schemas = components['schemas'];
type Json<Op extends keyof operations> = operations[Op] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

export type KnowledgeLocation = Schemas['KnowledgeArea'];
export type KnowledgeEntry = Schemas['KnowledgeEntry'];
export type KnowledgeCategory = Schemas['KnowledgeCategory'];
export type KnowledgeStats = Schemas['KnowledgeStats'];
export type LanguageStats = Json<'getKnowledgeLanguageStats'>['languages'][number];
export type TranslationProvider = Schemas['KnowledgeTranslation']['provider'];
export type TranslateResult = Schemas['KnowledgeTranslation'];
export type BulkTranslateResult = Json<'bulkTranslateKnowledgeEntries'>;
export type ImportResult = Schemas['KnowledgeImportResult'];
export type ImportPreview = Schemas['KnowledgeImportPreview'];
