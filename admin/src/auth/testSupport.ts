// Fakes for the auth unit tests: a session store in memory and a scripted fetch.
import type { SessionStore, StoredSession } from './session';

export const user = (role: StoredSession['user']['role'], uid = 'u1'): StoredSession['user'] =>
  ({
    uid,
    role,
    displayName: 'Aminah binti Yusof',
    photoURL: null,
    email: 'aminah@example.my',
  }) as StoredSession['user'];

export const sessionAt = (
  expiresAt: number,
  n = 1,
  role: StoredSession['user']['role'] = 'admin',
): StoredSession => ({
  accessToken: `access-${n}`,
  expiresAt,
  refreshToken: `refresh-${n}`,
  user: user(role),
});

export const memoryStore = (
  initial: StoredSession | null = null,
): SessionStore & { current: StoredSession | null } => {
  const store = {
    current: initial,
    read: () => store.current,
    write: (session: StoredSession) => {
      store.current = session;
    },
    clear: () => {
      store.current = null;
    },
  };
  return store;
};

export interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** A fetch that records each call and answers with `respond`. */
export const scriptedFetch = (respond: (call: Call) => Response | Promise<Response>) => {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      authorization: headers.get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch, calls };
};

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A lock that runs tasks at once and remembers the names it was asked for. */
export const recordingLock = () => {
  const names: string[] = [];
  const lock = <T>(name: string, task: () => Promise<T>) => {
    names.push(name);
    return task();
  };
  return { lock, names };
};
