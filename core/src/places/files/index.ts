// Reading and writing place files (docs/places.md, "Files"): what the upload, preview, import,
// export and template routes need.
export { canonicalColumn, type ColumnMap } from './columns.ts';
export { checkSize, detectFormat, MAX_PLACES_UPLOAD_BYTES, type PlaceFileFormat } from './detect.ts';
export { ImportFileError, type ImportFileErrorCode } from './errors.ts';
export { type CsvExportOptions, type PlaceLike, placesToCsv, placesToJson } from './export.ts';
export { type OpenedRows, openRows, type RawRow, readRows } from './rows.ts';
export { csvTemplate, jsonTemplate, TEMPLATE_PLACES } from './templates.ts';
export { MAX_ENTRY_COMPRESSION_RATIO, MAX_WORKBOOK_UNCOMPRESSED_BYTES } from './xlsxZip.ts';
