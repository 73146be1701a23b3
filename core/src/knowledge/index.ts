export * from './knowledge.ts';
export type * from './events.ts';
export {
  checkArea,
  checkChanges,
  checkNewEntry,
  checkTags,
  type CheckedKnowledge,
  type KnowledgeEntryInput,
  KNOWLEDGE_MESSAGES,
  type NewKnowledgeEntryFields,
} from './validate.ts';
export * from './decide.ts';
export * from './categories.ts';
export * from './context.ts';
export * from './commands.ts';
export * from './translate.ts';
export * from './translation.ts';
export * from './searches.ts';
export * from './help.ts';
export * from './entries/projection.ts';
export * from './entries/queries.ts';
export * from './search/projection.ts';
export * from './search/queries.ts';
export * from './stats/projection.ts';
export * from './stats/queries.ts';
export * from './queryLog/projection.ts';
export * from './queryLog/queries.ts';
export {
  type KnowledgeFileRow,
  KNOWLEDGE_CSV_COLUMNS,
  type ParsedKnowledgeFile,
  parseKnowledgeFile,
} from './transfer/parse.ts';
export * from './transfer/import.ts';
export {
  allKnowledgeEntries,
  exportCsv,
  exportFileName,
  exportJson,
  type KnowledgeFileEntry,
  knowledgeTemplate,
  previewKnowledgeFile,
} from './transfer/export.ts';
export * from './seed.ts';
