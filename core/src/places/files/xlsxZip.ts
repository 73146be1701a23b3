import { posix } from 'node:path';
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { invalidFile } from './errors.ts';

/** A workbook of 10 MB that inflates beyond this is a zip bomb, not a list of places. */
export const MAX_WORKBOOK_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const MAX_ENTRY_COMPRESSION_RATIO = 100;
// Small parts (styles, a sheet of a few rows) reach high ratios innocently.
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;

const tooLarge = () => invalidFile('The workbook is too large when uncompressed.');
const unreadable = () => invalidFile('The workbook cannot be read: it is not a valid .xlsx file.');

function unzip(bytes: Uint8Array, filter: (file: UnzipFileInfo) => boolean): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes, { filter });
  } catch {
    throw unreadable();
  }
}

/**
 * Checks the sizes the zip declares before anything is inflated. fflate inflates each entry
 * into a buffer of its declared size and never grows it, so an entry that lies about its size
 * cannot take more memory than it declared; it is only cut short (and fails as XML).
 */
function checkDeclaredSizes(bytes: Uint8Array): void {
  const entries: UnzipFileInfo[] = [];
  unzip(bytes, (file) => {
    entries.push(file);
    return false;
  });
  if (entries.length === 0) throw unreadable();
  const total = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  const bomb = entries.some(
    (entry) =>
      entry.originalSize > RATIO_CHECKED_FROM_BYTES &&
      entry.originalSize > Math.max(entry.size, 1) * MAX_ENTRY_COMPRESSION_RATIO,
  );
  if (total > MAX_WORKBOOK_UNCOMPRESSED_BYTES || bomb) throw tooLarge();
}

/** Reads the named parts of a workbook (after the size check); a missing part is absent. */
export class WorkbookArchive {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    checkDeclaredSizes(bytes);
    this.#bytes = bytes;
  }

  parts(names: readonly string[]): Record<string, Uint8Array> {
    return unzip(this.#bytes, (file) => names.includes(file.name));
  }
}

/** A relationship target as a part name: relative to `xl/`, or absolute from the package root. */
export const partName = (target: string): string =>
  target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
