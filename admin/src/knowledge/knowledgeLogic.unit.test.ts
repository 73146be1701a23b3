import { describe, expect, it } from 'vitest';
import { fileNameFrom, uploadProblem } from './files';
import { textDirection } from './languages';
import { languageFigures } from './statsFormat';
import { providerName, summariseTranslations, translationOutcome } from './translationSummary';
import type { KnowledgeEntry } from './types';

describe('uploadProblem', () => {
  it('accepts JSON and CSV files up to 5 MB', () => {
    expect(uploadProblem({ name: 'entries.JSON', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'entries.csv', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files with the spec messages', () => {
    expect(uploadProblem({ name: 'entries.xlsx', size: 10 })).toBe(
      'Invalid file type. Only JSON and CSV files are allowed.',
    );
    expect(uploadProblem({ name: 'entries.csv', size: 5 * 1024 * 1024 + 1 })).toBe(
      'File size too large. Maximum size is 5MB.',
    );
  });
});

describe('fileNameFrom', () => {
  it('takes the server name, preferring the RFC 5987 form', () => {
    expect(fileNameFrom('attachment; filename="pintar-knowledge-2025-10-01.csv"', 'x')).toBe(
      'pintar-knowledge-2025-10-01.csv',
    );
    expect(fileNameFrom("attachment; filename=a.json; filename*=UTF-8''b%20c.json", 'x')).toBe('b c.json');
  });

  it('falls back without a header and drops path separators', () => {
    expect(fileNameFrom(null, 'fallback.json')).toBe('fallback.json');
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'x')).toBe('....etcpasswd');
  });
});

describe('languages', () => {
  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ms')).toBe('ltr');
  });
});

describe('languageFigures', () => {
  it('always gives the five languages, preferring the per-language stats', () => {
    const figures = languageFigures({ language_breakdown: [{ language: 'en', count: 7 }] }, [
      { language: 'ms', name: 'Malay', total: 3, active: 1, draft: 2, archived: 0, needs_translation: 2 },
    ]);
    expect(figures.map((figure) => [figure.code, figure.count, figure.needsTranslation])).toEqual([
      ['en', 7, 0],
      ['ms', 3, 2],
      ['zh', 0, 0],
      ['ar', 0, 0],
      ['ta', 0, 0],
    ]);
  });
});

describe('translation outcomes', () => {
  const entry = {} as KnowledgeEntry;

  it('calls it a draft when no provider translated it', () => {
    expect(translationOutcome({ provider: 'none', needs_translation: true })).toBe('draft');
    expect(translationOutcome({ provider: 'libretranslate', needs_translation: false })).toBe('translated');
    expect(providerName('libretranslate')).toBe('LibreTranslate');
  });

  it('counts translated entries, drafts and missing ids', () => {
    const summary = summariseTranslations({
      results: [
        { source_id: 'a', entry, provider: 'none', needs_translation: true },
        { source_id: 'b', entry, provider: 'none', needs_translation: true },
        { source_id: 'c', entry, provider: 'libretranslate', needs_translation: false },
      ],
      missing: ['d'],
      skipped: [],
    });
    expect(summary).toEqual({ translated: 1, drafts: 2, missing: 1 });
  });
});
