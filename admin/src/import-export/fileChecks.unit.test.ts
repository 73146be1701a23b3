import { describe, expect, it } from 'vitest';
import { checkPlacesFile, extensionOf, formatBytes, MAX_UPLOAD_BYTES, parseBatchSize } from './fileChecks';

describe('place file checks (docs/product.md, Admin limits)', () => {
  it('accepts CSV, JSON and Excel files, whatever the case of the extension', () => {
    for (const name of ['places.csv', 'places.json', 'Places.XLSX', 'old.xls']) {
      expect(checkPlacesFile({ name, size: 100 })).toBeNull();
    }
  });

  it('refuses other types by extension', () => {
    for (const name of ['places.txt', 'places', 'places.csv.exe', 'places.xlsm']) {
      expect(checkPlacesFile({ name, size: 100 })).toBe('invalid_type');
    }
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
  });

  it('allows exactly 10MB and refuses one byte more', () => {
    expect(checkPlacesFile({ name: 'a.csv', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkPlacesFile({ name: 'a.csv', size: MAX_UPLOAD_BYTES + 1 })).toBe('too_large');
    expect(MAX_UPLOAD_BYTES).toBe(10485760);
  });

  it('reports the type before the size, as the server does', () => {
    expect(checkPlacesFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('invalid_type');
  });

  it('takes whole batch sizes from 1 to 1000', () => {
    expect(parseBatchSize('100')).toBe(100);
    expect(parseBatchSize(' 1 ')).toBe(1);
    expect(parseBatchSize('1000')).toBe(1000);
    for (const text of ['0', '1001', '', '12.5', '-5', 'ten']) expect(parseBatchSize(text)).toBeNull();
  });

  it('writes sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(MAX_UPLOAD_BYTES)).toBe('10.0 MB');
  });
});
