// Checks and names for the knowledge import and export (docs/product.md, Admin limits). Pure, so it is unit
// tested; the server checks the same again.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.json', '.csv'] as const;

export const INVALID_TYPE_MESSAGE = 'Invalid file type. Only JSON and CSV files are allowed.';
export const TOO_LARGE_MESSAGE = 'File size too large. Maximum size is 5MB.';

/** The spec's message for a file the server would refuse, or null when it may be sent. */
export const uploadProblem = (file: { name: string; size: number }): string | null => {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return INVALID_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  return null;
};

/**
 * The file name from Content-Disposition (RFC 6266): `filename*=UTF-8''…` wins over `filename=`.
 * Path separators are dropped, so a name can never point outside the downloads folder.
 */
export const fileNameFrom = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended.trim()) : undefined;
  } catch {
    name = undefined;
  }
  name ??= (plain?.[2] ?? plain?.[1])?.trim();
  const safe = name?.replace(/[/\\]/g, '').trim();
  return safe || fallback;
};
