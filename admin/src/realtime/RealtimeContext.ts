import { createContext } from 'react';

export type RealtimeListener = (payload: unknown) => void;

export interface Realtime {
  /** Calls `listener` for every `event` received; returns the unsubscribe function. */
  subscribe: (event: string, listener: RealtimeListener) => () => void;
}

/** Null outside a RealtimeProvider: hooks then simply receive nothing. */
export const RealtimeContext = createContext<Realtime | null>(null);
