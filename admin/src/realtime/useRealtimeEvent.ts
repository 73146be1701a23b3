import { useContext, useEffect, useRef } from 'react';
import { RealtimeContext, type RealtimeListener } from './RealtimeContext';

/** Runs `handler` for each `event` pushed by the API; the latest handler is always used. */
export const useRealtimeEvent = (event: string, handler: RealtimeListener): void => {
  const realtime = useContext(RealtimeContext);
  // A ref, so callers can pass inline functions without resubscribing on every render.
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => realtime?.subscribe(event, (payload) => handlerRef.current(payload)), [realtime, event]);
};
