import { ImportFileError, invalidFile } from './errors.ts';

export type PlaceFileFormat = 'csv' | 'json' | 'xlsx';

export const MAX_PLACES_UPLOAD_BYTES = 10 * 1024 * 1024;

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, index) => bytes[index] === byte);

/** Refuses a file over the upload limit (10 MB); takes the bytes or their count. */
export function checkSize(file: Uint8Array | number, maxBytes = MAX_PLACES_UPLOAD_BYTES): void {
  const size = typeof file === 'number' ? file : file.byteLength;
  if (size > maxBytes)
    throw new ImportFileError('file-too-large', 'File size too large. Maximum size is 10MB.');
}

/**
 * The format from the extension, checked against the first bytes where that matters: a legacy
 * binary workbook (OLE2) is refused because no maintained parser for it is safe on uploads, and
 * an `.xls` that is really a zip (a renamed .xlsx, as some tools save) is read as one.
 */
export function detectFormat(fileName: string, bytes: Uint8Array): PlaceFileFormat {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'json') return extension;
  if (extension !== 'xlsx' && extension !== 'xls')
    throw new ImportFileError(
      'invalid-file-type',
      'Invalid file type. Only CSV, JSON, and Excel files are allowed.',
    );
  if (startsWith(bytes, OLE2_SIGNATURE))
    throw invalidFile(
      'Legacy Excel 97-2003 workbooks (.xls) cannot be read. Save the sheet as .xlsx or CSV and upload it again.',
    );
  if (extension === 'xls' && bytes.byteLength > 0 && !startsWith(bytes, ZIP_SIGNATURE))
    throw invalidFile(
      'The file is not an Excel workbook. Save the sheet as .xlsx or CSV and upload it again.',
    );
  return 'xlsx';
}
