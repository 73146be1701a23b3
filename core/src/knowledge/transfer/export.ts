import type { DocumentStore } from '../../ports/documentStore.ts';
import { type CsvCell, csvRecords } from '../../shared/csv.ts';
import { knowledgeEntriesCollection, toKnowledgeEntry } from '../entries/queries.ts';
import type { KnowledgeArea, KnowledgeEntry } from '../knowledge.ts';
import { checkNewEntry } from '../validate.ts';
import { KNOWLEDGE_CSV_COLUMNS, type ParsedKnowledgeFile } from './parse.ts';

/** An entry in the starter file's format: what an import reads back. */
export interface KnowledgeFileEntry {
  key: string | null;
  translation_key: string;
  title: string;
  content: string;
  language: string;
  category: string;
  tags: string[];
  priority: number;
  status: string;
  location: KnowledgeArea | null;
}

/** The translation group travels as the translation key, so translations stay linked through a round trip. */
export function toFileEntry(entry: KnowledgeEntry): KnowledgeFileEntry {
  const { key, title, content, language, category, tags, priority, status, location } = entry;
  const translation_key = entry.translation_key ?? entry.translation_group;
  return { key, translation_key, title, content, language, category, tags, priority, status, location };
}

export async function allKnowledgeEntries(documents: DocumentStore): Promise<KnowledgeEntry[]> {
  const docs = await (
    await knowledgeEntriesCollection(documents)
  ).find({
    sort: [
      ['translation_group', 'asc'],
      ['language', 'asc'],
      ['id', 'asc'],
    ],
  });
  return docs.map(toKnowledgeEntry);
}

export const exportJson = (entries: readonly KnowledgeEntry[]): string =>
  `${JSON.stringify(entries.map(toFileEntry), null, 2)}\n`;

export function exportCsv(entries: readonly KnowledgeEntry[]): string {
  const rows = entries.map((entry) => {
    const e = toFileEntry(entry);
    const cells: Record<(typeof KNOWLEDGE_CSV_COLUMNS)[number], CsvCell> = {
      key: e.key ?? '',
      translation_key: e.translation_key,
      title: e.title,
      content: e.content,
      language: e.language,
      category: e.category,
      tags: e.tags.join(';'),
      priority: e.priority,
      status: e.status,
      lat: e.location ? e.location.lat : '',
      lng: e.location ? e.location.lng : '',
      radius_m: e.location ? e.location.radius_m : '',
    };
    return KNOWLEDGE_CSV_COLUMNS.map((c) => cells[c]);
  });
  return csvRecords([KNOWLEDGE_CSV_COLUMNS, ...rows]);
}

/** The dated file name of an export, e.g. pintar-knowledge-2025-06-01.csv. */
export const exportFileName = (format: 'json' | 'csv', now: Date): string =>
  `pintar-knowledge-${now.toISOString().slice(0, 10)}.${format}`;

/** A template: one entry written out in the format, as a starting point. */
const TEMPLATE_ENTRY: KnowledgeEntry = {
  id: 'template',
  key: 'emergency-numbers-en',
  translation_key: 'emergency-numbers',
  title: 'Emergency numbers in Malaysia',
  content:
    'Call **999** for police, ambulance and fire and rescue. From a mobile phone you can also dial **112**.',
  language: 'en',
  category: 'emergency',
  tags: ['emergency', 'police', 'ambulance'],
  priority: 10,
  status: 'active',
  location: null,
  translation_group: 'emergency-numbers',
  needs_translation: false,
  translated_from: null,
  created_at: '',
  updated_at: '',
  created_by: '',
  updated_by: '',
};

export const knowledgeTemplate = (format: 'json' | 'csv'): string =>
  format === 'json' ? exportJson([TEMPLATE_ENTRY]) : exportCsv([TEMPLATE_ENTRY]);

/** What an upload would import: its columns, the first rows, and how many rows pass the rules. */
export function previewKnowledgeFile(file: ParsedKnowledgeFile) {
  const errors = [...file.errors];
  let valid = 0;
  for (const row of file.rows) {
    const checked = checkNewEntry(row.data);
    if (checked.ok) valid += 1;
    else errors.push({ line: row.line, reason: checked.message });
  }
  return {
    format: file.format,
    columns: file.columns,
    rows: file.rows.slice(0, 10).map((r) => ({ line: r.line, ...r.data })),
    total_rows: file.rows.length + file.errors.length,
    valid_rows: valid,
    errors: errors.sort((a, b) => a.line - b.line),
  };
}
