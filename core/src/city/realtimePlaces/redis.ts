// A minimal Redis client (RESP2 over TCP) for the live places cache: GET, SET with PX, DEL, PTTL, SCAN, PING.
// Enough for a shared cache between API processes; no new dependency.
import { connect, type Socket } from 'node:net';
import { ProviderError } from '../shared/errors.ts';

type Reply = string | number | null | Reply[];

/** Reads one RESP reply from `buf` at `at`; null when more bytes are needed. */
export function parseReply(buf: Buffer, at = 0): { value: Reply | Error; end: number } | null {
  const lineEnd = buf.indexOf('\r\n', at);
  if (lineEnd < 0) return null;
  const kind = String.fromCharCode(buf[at]!);
  const line = buf.toString('utf8', at + 1, lineEnd);
  const next = lineEnd + 2;
  if (kind === '+') return { value: line, end: next };
  if (kind === '-') return { value: new Error(line), end: next };
  if (kind === ':') return { value: Number(line), end: next };
  if (kind === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, end: next };
    if (buf.length < next + length + 2) return null;
    return { value: buf.toString('utf8', next, next + length), end: next + length + 2 };
  }
  if (kind === '*') {
    const count = Number(line);
    const items: Reply[] = [];
    let end = next;
    for (let i = 0; i < count; i++) {
      const item = parseReply(buf, end);
      if (!item) return null;
      if (item.value instanceof Error) return item;
      items.push(item.value);
      end = item.end;
    }
    return { value: count < 0 ? null : items, end };
  }
  return { value: new Error(`unexpected RESP type ${kind}`), end: buf.length };
}

const encode = (args: string[]) =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

export class RedisClient {
  readonly #url: URL;
  readonly #timeoutMs: number;
  #socket: Socket | undefined;
  #buffer = Buffer.alloc(0);
  readonly #pending: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = [];

  constructor(url: string, timeoutMs: number) {
    this.#url = new URL(url);
    this.#timeoutMs = timeoutMs;
  }

  #open(): Socket {
    if (this.#socket && !this.#socket.destroyed) return this.#socket;
    const socket = connect(Number(this.#url.port || 6379), this.#url.hostname);
    socket.on('data', (chunk) => this.#read(chunk));
    socket.on('error', (error) => this.#fail(new ProviderError(`Redis: ${error.message}`)));
    socket.on('close', () => this.#fail(new ProviderError('Redis closed the connection')));
    this.#socket = socket;
    this.#buffer = Buffer.alloc(0);
    if (this.#url.password)
      void this.command(['AUTH', decodeURIComponent(this.#url.password)]).catch(() => undefined);
    return socket;
  }

  #read(chunk: Buffer): void {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    for (let parsed = parseReply(this.#buffer); parsed; parsed = parseReply(this.#buffer)) {
      this.#buffer = this.#buffer.subarray(parsed.end);
      const waiter = this.#pending.shift();
      if (parsed.value instanceof Error) waiter?.reject(new ProviderError(`Redis: ${parsed.value.message}`));
      else waiter?.resolve(parsed.value);
    }
  }

  #fail(error: Error): void {
    for (const waiter of this.#pending.splice(0)) waiter.reject(error);
    this.#socket?.destroy();
    this.#socket = undefined;
  }

  command(args: string[]): Promise<Reply> {
    const socket = this.#open();
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(
        () => this.#fail(new ProviderError(`Redis did not answer within ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      );
      this.#pending.push({
        resolve: (r) => (clearTimeout(timer), resolve(r)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      socket.write(encode(args));
    });
  }

  close(): void {
    this.#socket?.end();
    this.#socket = undefined;
  }
}
