import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { tokens } from '../auth';
import { type Realtime, RealtimeContext, type RealtimeListener } from './RealtimeContext';

/** Resolves after the page's load event, when the browser next has idle time (at most 2 s). */
const afterFirstScreen = () =>
  new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback.
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: 2_000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/**
 * One socket.io connection to the API's /admin namespace, shared by every widget, authenticated
 * with the session's access token. Events are fanned out to subscribers.
 */
export const RealtimeProvider = ({ children }: { children: ReactNode }) => {
  const listeners = useRef(new Map<string, Set<RealtimeListener>>());

  useEffect(() => {
    let socket: Socket | undefined;
    let closed = false;
    // The token the last handshake presented, and whether a refusal of it was already retried.
    let presented: string | undefined;
    let retried = false;

    const off = (reason: string) => console.warn(`Live updates are off: ${reason}`);

    // The server refused the token (expired between refresh and handshake, or revoked): refresh
    // once and connect again; a second refusal is final until the next successful connection.
    const recover = (reason: string) => {
      if (retried || !presented) return off(reason);
      retried = true;
      tokens.refresh(presented).then(
        () => {
          if (!closed && socket && !socket.connected && !socket.active) socket.connect();
        },
        (error: unknown) => off(error instanceof Error ? error.message : String(error)),
      );
    };

    // Loaded on demand once the first screen is drawn and the browser is idle: the client's
    // download and start-up are not on the critical path (the widgets fetch their first figures
    // by HTTP anyway).
    afterFirstScreen()
      .then(() => import('socket.io-client'))
      .then(({ io }) => {
        if (closed) return;
        // A path-only URL means: same origin, namespace /admin (the API serves the admin app).
        socket = io('/admin', {
          // A function, so every (re)connection presents the current access token.
          auth: (send) => {
            tokens.getAccessToken().then(
              (token) => {
                presented = token;
                send({ token });
              },
              () => send({}),
            );
          },
        });
        socket.on('connect', () => {
          retried = false;
        });
        socket.onAny((event: string, payload: unknown) => {
          for (const listener of listeners.current.get(event) ?? []) listener(payload);
        });
        socket.on('connect_error', (error) => {
          // Quiet on purpose: the widgets keep polling. socket.io retries transport failures by
          // itself; a refusal by the server (socket not active) is handled here.
          if (!socket?.active) recover(error.message);
        });
        socket.on('disconnect', (reason) => {
          if (reason === 'io server disconnect') recover(reason);
        });
      })
      .catch((error: unknown) => console.warn('Live updates are off: the socket client did not load', error));

    // After this tab refreshes the tokens, a live connection re-authenticates with the new one.
    const stop = tokens.onRefresh(() => {
      if (socket?.connected) socket.disconnect().connect();
    });

    return () => {
      closed = true;
      stop();
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
