import { STORAGE_PREFIX } from '../lib/storage';

/** Set before the reload that brings in a new version, so the app can say it was updated. */
export const UPDATED_KEY = `${STORAGE_PREFIX}updated`;

/**
 * Registers the service worker (production only; not under automation, where a cached shell would
 * hide what the server answers). A new version takes over at once and the page reloads into it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || navigator.webdriver) return;
  // workbox-window is fetched after the first render, never on its path.
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js');
    wb.addEventListener('waiting', () => wb.messageSkipWaiting());
    wb.addEventListener('controlling', (event) => {
      if (!event.isUpdate) return;
      sessionStorage.setItem(UPDATED_KEY, '1');
      window.location.reload();
    });
    return wb.register();
  });
}

/** True once after an update's reload. */
export function takeUpdatedFlag(): boolean {
  const updated = sessionStorage.getItem(UPDATED_KEY) === '1';
  if (updated) sessionStorage.removeItem(UPDATED_KEY);
  return updated;
}
