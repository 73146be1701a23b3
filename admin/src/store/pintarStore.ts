import { memoryStore, type Store } from 'react-admin';

// react-admin's localStorageStore prefixes every key with "RaStore", but Pintar's browser storage
// keys all start with "pintar." (docs/product.md, Names and storage). This store keeps react-admin's preferences (theme,
// sidebar, list parameters) in memory and mirrors them to localStorage under our own prefix.
const PREFIX = 'pintar.admin.';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const readPersisted = (): Record<string, unknown> => {
  const items: Record<string, unknown> = {};
  const local = storage();
  if (!local) return items;
  for (let i = 0; i < local.length; i++) {
    const key = local.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      items[key.slice(PREFIX.length)] = JSON.parse(local.getItem(key) ?? 'null');
    } catch {
      // A value we did not write; ignore it rather than fail the whole app.
    }
  }
  return items;
};

const persistedKeys = (keyPrefix = ''): string[] => {
  const local = storage();
  if (!local) return [];
  const keys: string[] = [];
  for (let i = 0; i < local.length; i++) {
    const key = local.key(i);
    if (key?.startsWith(PREFIX + keyPrefix)) keys.push(key);
  }
  return keys;
};

export const pintarStore = (): Store => {
  // memoryStore rebuilds itself from this very object on every setup() (React StrictMode runs
  // teardown and setup twice), so refresh it from localStorage first to keep later changes.
  const initial: Record<string, unknown> = {};
  const memory = memoryStore(initial);
  const write = (key: string, value: unknown) => {
    try {
      if (value === undefined) storage()?.removeItem(PREFIX + key);
      else storage()?.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // Quota or privacy mode: the preference still applies for this session.
    }
  };
  return {
    ...memory,
    setup: () => {
      for (const key of Object.keys(initial)) delete initial[key];
      Object.assign(initial, readPersisted());
      memory.setup();
    },
    setItem: (key, value) => {
      memory.setItem(key, value);
      write(key, value);
    },
    removeItem: (key) => {
      memory.removeItem(key);
      write(key, undefined);
    },
    removeItems: (keyPrefix) => {
      memory.removeItems(keyPrefix);
      for (const key of persistedKeys(keyPrefix)) storage()?.removeItem(key);
    },
    reset: () => {
      memory.reset();
      for (const key of persistedKeys()) storage()?.removeItem(key);
    },
  };
};
