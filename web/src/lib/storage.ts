// Every key the app writes starts with this prefix so Clear All Data can find them later.
export const STORAGE_PREFIX = 'pintar.';

export class StorageWriteError extends Error {
  constructor(key: string, cause: unknown) {
    super(`Could not write ${key} to browser storage`, { cause });
    this.name = 'StorageWriteError';
  }
}

/** Parsed JSON under `key`, or undefined when absent, unreadable (private mode, policy) or corrupt. */
export function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Throws StorageWriteError so callers can tell the user instead of losing the change silently. */
export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (cause) {
    throw new StorageWriteError(key, cause);
  }
}
