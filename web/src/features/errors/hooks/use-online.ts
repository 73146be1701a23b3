import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own online flag, live. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

interface NetworkInformation {
  effectiveType?: string;
}

export function effectiveConnectionType(): string | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.effectiveType;
}
