import { useEffect } from 'react';
import { useCheckAuth } from 'react-admin';
import { SESSION_KEY } from './session';

/**
 * The shared session changes in other tabs too: signing out there (web app or panel) removes it,
 * signing in as someone else replaces it. This tab then checks again, and leaves for /login or
 * /chat instead of failing call after call. A refresh elsewhere passes the check quietly.
 */
export const useSessionWatch = (): void => {
  const checkAuth = useCheckAuth();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: storage.clear() in another tab.
      if (event.key === SESSION_KEY || event.key === null) checkAuth().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [checkAuth]);
};
