import { CHAT_LIMITS, type ChatErrorCode } from '@pintar/contracts';

export interface ChatLimitSettings {
  /** Answers per signed-in user per window (`CHAT_RATE_LIMIT`, `CHAT_RATE_WINDOW_SECONDS`). */
  user: { limit: number; windowSeconds: number };
  /**
   * Demo answers per network address per day (`CHAT_DEMO_ADDRESS_LIMIT`): many people share one
   * address behind a carrier's NAT, so this is a ceiling against scripted abuse, not the demo's 3.
   */
  demoAddressPerDay: number;
}

export type ChatCaller = { kind: 'user'; uid: string } | { kind: 'demo'; client: string; address: string };

export type LimitVerdict =
  | { ok: true; demo?: { used: number; limit: number; remaining: number } }
  | {
      ok: false;
      code: Extract<ChatErrorCode, 'RATE_LIMIT_EXCEEDED' | 'DEMO_LIMIT_REACHED'>;
      message: string;
      retryAfter: number;
    };

const DAY_SECONDS = 86_400;

/** Fixed windows per key, swept when the map grows. */
class Windows {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly windowMs: number;

  constructor(windowSeconds: number) {
    this.windowMs = windowSeconds * 1000;
  }

  /** Counts one more use of `key` at time `t`; returns the count and seconds until the window ends. */
  take(key: string, t: number): { count: number; retryAfter: number } {
    let window = this.windows.get(key);
    if (!window || t - window.start >= this.windowMs) {
      window = { start: t, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(t);
    }
    window.count += 1;
    return {
      count: window.count,
      retryAfter: Math.max(1, Math.ceil((window.start + this.windowMs - t) / 1000)),
    };
  }

  /** The count of `key` at time `t` without using one (0 once its window has ended). */
  peek(key: string, t: number): number {
    const window = this.windows.get(key);
    return window && t - window.start < this.windowMs ? window.count : 0;
  }

  /** Gives back a use that was refused, so a refusal does not extend the wait. */
  untake(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  private sweep(t: number): void {
    for (const [key, window] of this.windows) if (t - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/**
 * The chat's limits, shared by the HTTP and socket paths of one process: a rate per signed-in
 * user, and for signed-out visitors the demo's 3 messages per browser (its client id) per day
 * plus a per-address ceiling.
 */
export class ChatLimiter {
  private readonly users: Windows;
  private readonly demoClients = new Windows(DAY_SECONDS);
  private readonly demoAddresses = new Windows(DAY_SECONDS);
  private readonly settings: ChatLimitSettings;
  private readonly now: () => number;

  constructor(settings: ChatLimitSettings, now: () => number = Date.now) {
    this.settings = settings;
    this.now = now;
    this.users = new Windows(settings.user.windowSeconds);
  }

  take(caller: ChatCaller): LimitVerdict {
    const t = this.now();
    if (caller.kind === 'user') {
      const { count, retryAfter } = this.users.take(caller.uid, t);
      if (count <= this.settings.user.limit) return { ok: true };
      this.users.untake(caller.uid);
      return {
        ok: false,
        code: 'RATE_LIMIT_EXCEEDED',
        message: `You have sent ${this.settings.user.limit} messages in a short time. Please wait ${retryAfter} s.`,
        retryAfter,
      };
    }
    const limit = CHAT_LIMITS.demoMessages;
    const client = this.demoClients.take(caller.client, t);
    if (client.count > limit) {
      this.demoClients.untake(caller.client);
      return {
        ok: false,
        code: 'DEMO_LIMIT_REACHED',
        message: 'You have used the 3 free demo messages. Sign up to keep chatting.',
        retryAfter: client.retryAfter,
      };
    }
    const address = this.demoAddresses.take(caller.address, t);
    if (address.count > this.settings.demoAddressPerDay) {
      this.demoAddresses.untake(caller.address);
      this.demoClients.untake(caller.client);
      return {
        ok: false,
        code: 'RATE_LIMIT_EXCEEDED',
        message: 'The demo is busy on your network right now. Sign up to keep chatting.',
        retryAfter: address.retryAfter,
      };
    }
    return { ok: true, demo: { used: client.count, limit, remaining: limit - client.count } };
  }

  /**
   * What a demo caller has left, as `take` would decide it, without using a message: the web's
   * count shows this rather than a count of its own that a reset or a cleared storage could move.
   */
  demoAllowance(caller: Extract<ChatCaller, { kind: 'demo' }>): DemoAllowance {
    const t = this.now();
    const limit = CHAT_LIMITS.demoMessages;
    const used = Math.min(limit, this.demoClients.peek(caller.client, t));
    const addressLeft = this.settings.demoAddressPerDay - this.demoAddresses.peek(caller.address, t);
    return { used, limit, remaining: Math.max(0, Math.min(limit - used, addressLeft)) };
  }
}

export interface DemoAllowance {
  used: number;
  limit: number;
  remaining: number;
}
