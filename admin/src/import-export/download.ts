// Files the API sends (templates, exports): their name, and handing them to the browser.

/** Keeps only a plain file name: no folders, no control characters. */
const safeName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();

/**
 * The file name from a Content-Disposition header (RFC 6266): `filename*` (RFC 5987, UTF-8,
 * percent-encoded) wins over `filename`; `fallback` when there is neither. Pure: unit tested.
 */
export const filenameFromContentDisposition = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const encoded = extended.replace(/^"(.*)"$/, '$1').replace(/^[^']*'[^']*'/, '');
    try {
      const name = safeName(decodeURIComponent(encoded));
      if (name) return name;
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  const name = value ? safeName(value) : '';
  return name || fallback;
};

/** Saves `blob` under `fileName` through a temporary link, as a browser download. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
};
