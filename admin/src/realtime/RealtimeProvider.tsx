import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { readAdminToken } from '../auth/adminToken';
import { type Realtime, RealtimeContext, type RealtimeListener } from './RealtimeContext';

/**
 * One socket.io connection to the API's /admin namespace, shared by every widget. Events are
 * fanned out to subscribers; nothing is connected without a stored admin token.
 */
export const RealtimeProvider = ({ children }: { children: ReactNode }) => {
  const listeners = useRef(new Map<string, Set<RealtimeListener>>());

  useEffect(() => {
    const token = readAdminToken();
    if (!token) return;
    let socket: Socket | undefined;
    let closed = false;
    // Loaded on demand so sessions without a token never download the client.
    import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        // A path-only URL means: same origin, namespace /admin (the API serves the admin app).
        socket = io('/admin', { auth: { token } });
        socket.onAny((event: string, payload: unknown) => {
          for (const listener of listeners.current.get(event) ?? []) listener(payload);
        });
        socket.on('connect_error', (error) => {
          // Quiet on purpose: the widgets keep polling. socket.io retries transport failures by
          // itself; a refusal by the server (e.g. a wrong token) is final, so say it once.
          if (!socket?.active) console.warn(`Live updates are off: ${error.message}`);
        });
      })
      .catch((error: unknown) => console.warn('Live updates are off: the socket client did not load', error));
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, []);

  const realtime = useMemo<Realtime>(
    () => ({
      subscribe: (event, listener) => {
        const set = listeners.current.get(event) ?? new Set();
        set.add(listener);
        listeners.current.set(event, set);
        return () => {
          set.delete(listener);
        };
      },
    }),
    [],
  );

  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
};
