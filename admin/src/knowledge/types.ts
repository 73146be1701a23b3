// The knowledge base's shapes, as docs/knowledge.md defines them. Written by hand because the
// contract (contracts/openapi.yaml) does not describe the knowledge endpoints yet; switch to the
// generated types once it does.
import type { KnowledgeLanguage, KnowledgeStatus } from './languages';

export interface KnowledgeLocation {
  lat: number;
  lng: number;
  radius_m: number;
}

export interface KnowledgeEntry {
  id: string;
  title: string;
  content: string;
  language: KnowledgeLanguage;
  category: string;
  tags: string[];
  priority: number;
  status: KnowledgeStatus;
  location: KnowledgeLocation | null;
  translation_group: string;
  needs_translation: boolean;
  translated_from: string | null;
  created_at: string;
  updated_at: string;
  created_by?: string;
  updated_by?: string;
}

export interface KnowledgeCategory {
  id: string;
  name: string;
  description?: string;
  entry_count: number;
  created_at?: string;
  updated_at?: string;
}

export interface KnowledgeStats {
  total_entries: number;
  active_entries: number;
  languages: number;
  language_breakdown: { language: string; count: number }[];
  categories_count: number;
  tags_count: number;
  average_queries_per_day: number;
  top_language: string | null;
  last_updated: string | null;
}

export interface LanguageStats {
  language: string;
  name: string;
  total: number;
  active: number;
  draft: number;
  archived: number;
  needs_translation: number;
}

export type TranslationProvider = 'libretranslate' | 'none' | (string & {});

export interface TranslateResult {
  entry: KnowledgeEntry;
  provider: TranslationProvider;
  needs_translation: boolean;
}

export interface BulkTranslateResult {
  results: {
    source_id: string;
    entry: KnowledgeEntry;
    provider: TranslationProvider;
    needs_translation: boolean;
  }[];
  missing: unknown;
}

export interface ImportResult {
  validate_only: boolean;
  stats: { created: number; updated: number; skipped: number; rejected: number };
  errors: { line: number; reason: string }[];
}

export interface ImportPreview {
  format: 'json' | 'csv' | (string & {});
  columns: string[];
  rows: Record<string, unknown>[];
  total_rows: number;
  valid_rows: number;
  errors: { line: number; reason: string }[];
}
