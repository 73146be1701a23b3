import { HttpProblem, problems } from './problem.ts';

export interface LockoutOptions {
  /** The failure that brings the first lock (5: four are free, the fifth locks). */
  lockAfter: number;
  /** The first lock; each further failure doubles it, up to `maxSeconds`. */
  baseSeconds: number;
  maxSeconds: number;
  /** A key with no failure for this long starts again from zero. */
  forgetSeconds: number;
  now?: () => number;
}

interface Failures {
  count: number;
  lockedUntil: number;
  last: number;
}

export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please try again later.';

/**
 * Failed guesses with backoff, per key (an account, a client address): after `lockAfter` failures a
 * key is locked for `baseSeconds`, doubling with each failure after, so guessing one account
 * from many addresses gets as slow as guessing from one. A locked key is refused before the
 * password is even checked, and refusals do not count. Kept in this process's memory.
 */
export class Lockout {
  readonly #options: LockoutOptions;
  readonly #failures = new Map<string, Failures>();

  constructor(options: LockoutOptions) {
    this.#options = options;
  }

  /** Seconds until `key` may try again, or 0. */
  lockedFor(key: string): number {
    const entry = this.#current(key);
    const now = this.#now();
    return entry && entry.lockedUntil > now ? Math.ceil((entry.lockedUntil - now) / 1000) : 0;
  }

  fail(key: string): void {
    const now = this.#now();
    const entry = this.#current(key) ?? { count: 0, lockedUntil: 0, last: now };
    entry.count += 1;
    entry.last = now;
    const over = entry.count - this.#options.lockAfter + 1;
    if (over > 0) {
      const seconds = Math.min(this.#options.maxSeconds, this.#options.baseSeconds * 2 ** (over - 1));
      entry.lockedUntil = now + seconds * 1000;
    }
    this.#failures.set(key, entry);
    if (this.#failures.size > 50_000) this.#sweep(now);
  }

  succeed(key: string): void {
    this.#failures.delete(key);
  }

  #current(key: string): Failures | undefined {
    const entry = this.#failures.get(key);
    if (
      entry &&
      this.#now() - entry.last > this.#options.forgetSeconds * 1000 &&
      entry.lockedUntil < this.#now()
    ) {
      this.#failures.delete(key);
      return undefined;
    }
    return entry;
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#failures)
      if (now - entry.last > this.#options.forgetSeconds * 1000 && entry.lockedUntil < now)
        this.#failures.delete(key);
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}

/** A refusal that counts as a guess: a wrong password or second-factor code, an unknown or revoked token. */
const isGuess = (error: unknown): boolean =>
  error instanceof HttpProblem &&
  [
    'invalid-credential',
    'wrong-password',
    'token-revoked',
    'invalid-token',
    'invalid-two-factor-code',
  ].includes(error.code);

export interface GuardedKeys {
  /** The account (or token family) guessed at; cleared by a success. */
  account: string | null;
  /** The client address. */
  client: string;
}

/** Account and client lockouts together around one guessable command. */
export class GuessGuard {
  readonly accounts: Lockout;
  readonly clients: Lockout;

  constructor(accounts: LockoutOptions, clients: LockoutOptions) {
    this.accounts = new Lockout(accounts);
    this.clients = new Lockout(clients);
  }

  async run<T>(keys: GuardedKeys, attempt: () => Promise<T>): Promise<T> {
    const wait = Math.max(
      keys.account ? this.accounts.lockedFor(keys.account) : 0,
      this.clients.lockedFor(keys.client),
    );
    if (wait > 0) throw problems.tooManyRequests(wait, TOO_MANY_ATTEMPTS);
    try {
      const result = await attempt();
      if (keys.account) this.accounts.succeed(keys.account);
      return result;
    } catch (error) {
      if (isGuess(error)) {
        if (keys.account) this.accounts.fail(keys.account);
        this.clients.fail(keys.client);
      }
      throw error;
    }
  }
}

/** The defaults (docs/security.md): locked at the 5th failure per account, the 20th per address; 30 s doubling to 15 min. */
export const defaultGuessGuard = () =>
  new GuessGuard(
    { lockAfter: 5, baseSeconds: 30, maxSeconds: 900, forgetSeconds: 3600 },
    { lockAfter: 20, baseSeconds: 30, maxSeconds: 900, forgetSeconds: 3600 },
  );
