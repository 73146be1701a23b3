import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '../knowledge.ts';
import { exportCsv, exportFileName, exportJson, knowledgeTemplate, previewKnowledgeFile } from './export.ts';
import { parseKnowledgeFile } from './parse.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

const entry: KnowledgeEntry = {
  id: 'kb_1',
  title: '=HYPERLINK("http://evil")',
  content: 'Line one, with a comma\n\n- a "quoted" list item',
  language: 'ms',
  category: 'transport',
  tags: ['mrt', 'bas'],
  priority: 7,
  status: 'draft',
  location: { lat: -2.5, lng: 101.7, radius_m: 1500 },
  translation_group: 'kb_1',
  needs_translation: false,
  translated_from: null,
  key: null,
  translation_key: null,
  created_at: '2025-06-01T00:00:00.000Z',
  updated_at: '2025-06-01T00:00:00.000Z',
  created_by: 'u',
  updated_by: 'u',
};

describe('knowledge files', () => {
  it('guards formula cells in CSV and reads them back as written', () => {
    const csv = exportCsv([entry]);
    expect(csv.split('\r\n')[0]).toBe(
      'key,translation_key,title,content,language,category,tags,priority,status,lat,lng,radius_m',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // Numbers are never prefixed; text that starts like one is.
    expect(csv).toContain(',-2.5,101.7,1500\r\n');
    const [row] = parseKnowledgeFile('x.csv', bytes(csv)).rows;
    expect(row!.data).toEqual({
      translation_key: 'kb_1',
      title: entry.title,
      content: entry.content,
      language: 'ms',
      category: 'transport',
      tags: ['mrt', 'bas'],
      priority: 7,
      status: 'draft',
      location: { lat: -2.5, lng: 101.7, radius_m: 1500 },
    });
  });

  it('round-trips JSON in the starter format, as an array or {entries}', () => {
    const json = exportJson([entry]);
    const parsed = parseKnowledgeFile('x.json', bytes(json));
    expect(parsed.rows[0]!.data).toMatchObject({
      title: entry.title,
      location: entry.location,
      tags: ['mrt', 'bas'],
    });
    const wrapped = parseKnowledgeFile('x.json', bytes(JSON.stringify({ entries: JSON.parse(json) })));
    expect(wrapped.rows).toHaveLength(1);
  });

  it('reports unreadable CSV rows with their line and keeps reading', () => {
    const csv = 'title,content,language\nA,a,en\nB,b\nC,c,ms\n"D,d,en\n';
    const parsed = parseKnowledgeFile('x.csv', bytes(csv));
    expect(parsed.rows.map((r) => [r.line, r.data.title])).toEqual([
      [2, 'A'],
      [4, 'C'],
    ]);
    expect(parsed.errors.map((e) => e.line)).toEqual([3, 5]);
    expect(parsed.errors[0]!.reason).toMatch(/columns length is 3, got 2/);
  });

  it('refuses a file that cannot be read at all', () => {
    expect(() => parseKnowledgeFile('x.json', bytes('{"entries": '))).toThrow(/not valid JSON/);
    expect(() => parseKnowledgeFile('x.json', bytes('{"a": 1}'))).toThrow(/array of entries/);
    expect(() => parseKnowledgeFile('x.csv', bytes(''))).toThrow(/empty/);
    expect(() => parseKnowledgeFile('x.csv', new Uint8Array([0xff, 0xfe, 0x41]))).toThrow(/UTF-8/);
    expect(() => parseKnowledgeFile('x.csv', bytes('name,description\na,b\n'))).toThrow(/header row/);
  });

  it('previews the first rows with how many pass the rules', () => {
    const csv = 'title,content,language,priority\nA,a,en,5\nB,b,xx,5\nC,c,en,0\n';
    const preview = previewKnowledgeFile(parseKnowledgeFile('x.csv', bytes(csv)));
    expect(preview).toMatchObject({ format: 'csv', total_rows: 3, valid_rows: 1 });
    expect(preview.errors).toEqual([
      { line: 3, reason: 'Unsupported language: xx. Supported: en, ms, zh, ar, ta' },
      { line: 4, reason: 'Priority must be between 1 and 10' },
    ]);
  });

  it('names exports by date and offers templates that import cleanly', () => {
    expect(exportFileName('csv', new Date('2025-06-01T23:00:00Z'))).toBe('pintar-knowledge-2025-06-01.csv');
    for (const format of ['json', 'csv'] as const) {
      const preview = previewKnowledgeFile(
        parseKnowledgeFile(`t.${format}`, bytes(knowledgeTemplate(format))),
      );
      expect(preview).toMatchObject({ total_rows: 1, valid_rows: 1, errors: [] });
    }
  });
});
