// The client's copy of the upload rules (docs/product.md, Admin limits), checked before anything is sent.
// Pure: unit tested without a browser. The server checks again and has the last word.

export const ACCEPTED_EXTENSIONS = ['.csv', '.json', '.xlsx', '.xls'] as const;
/** The file input's accept attribute. */
export const ACCEPT = ACCEPTED_EXTENSIONS.join(',');
/** 10MB (docs/product.md, Admin limits). */
export const MAX_UPLOAD_BYTES = 10_485_760;

/** The spec's import batch size (docs/product.md, Admin limits) and the bounds the form accepts. */
export const DEFAULT_BATCH_SIZE = 100;
export const MAX_BATCH_SIZE = 1000;

/** Message keys under pintar.import_export.file; their English texts are the server's. */
export type FileProblem = 'invalid_type' | 'too_large';

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

/** The first rule the file breaks, in the server's order (type, then size), or null. */
export const checkPlacesFile = (file: { name: string; size: number }): FileProblem | null => {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'invalid_type';
  if (file.size > MAX_UPLOAD_BYTES) return 'too_large';
  return null;
};

/** The batch size typed in the form, or null when it is not a whole number from 1 to 1000. */
export const parseBatchSize = (text: string): number | null => {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const size = Number(text);
  return size >= 1 && size <= MAX_BATCH_SIZE ? size : null;
};

const units = ['B', 'KB', 'MB'] as const;

/** "2.4 MB": sizes as people read them (1 KB = 1024 B, as the 10MB limit counts). */
export const formatBytes = (bytes: number): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
};
