/** Why a backup file was refused; nothing was written. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
  readonly code: 'truncated' | 'tampered' | 'newer-version' | 'not-a-backup' | 'not-empty';
  constructor(code: RestoreRefused['code'], message: string) {
    super(message);
    this.code = code;
  }
}
