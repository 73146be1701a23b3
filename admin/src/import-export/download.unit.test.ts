import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './download';

const name = (header: string | null) => filenameFromContentDisposition(header, 'fallback.csv');

describe('file name from Content-Disposition', () => {
  it('reads quoted and plain names', () => {
    expect(name('attachment; filename="pintar-places-2026-11-21.csv"')).toBe('pintar-places-2026-11-21.csv');
    expect(name('attachment; filename=pintar-places-template.json')).toBe('pintar-places-template.json');
    expect(name('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
  });

  it('prefers the UTF-8 filename* form', () => {
    expect(name(`attachment; filename="tempat.csv"; filename*=UTF-8''tempat%20%E5%9C%B0%E6%96%B9.csv`)).toBe(
      'tempat 地方.csv',
    );
  });

  it('falls back on the plain name when filename* is malformed, and on the default without any', () => {
    expect(name(`attachment; filename*=UTF-8''bad%E0%A4%A.csv; filename="ok.csv"`)).toBe('ok.csv');
    expect(name(null)).toBe('fallback.csv');
    expect(name('attachment')).toBe('fallback.csv');
    expect(name('attachment; filename=""')).toBe('fallback.csv');
  });

  it('keeps only the file name, without folders', () => {
    expect(name('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(name('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
  });
});
