export type ImportFileErrorCode = 'invalid-file-type' | 'file-too-large' | 'invalid-file';

/** A whole file refused before any of its rows is imported; the message is for the admin. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
  readonly code: ImportFileErrorCode;

  constructor(code: ImportFileErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export const invalidFile = (message: string): ImportFileError => new ImportFileError('invalid-file', message);
