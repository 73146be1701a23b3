import type { Request, Response } from 'express';
import { HttpProblem } from './problem.ts';

/** A record's version as an entity tag: `"3"`. */
export const etagOf = (version: number | undefined): string => `"${version ?? 0}"`;

/** Sends a versioned record with its `ETag`, so the next write can say which version it changes. */
export function sendVersioned(res: Response, record: { version?: number }, status = 200): void {
  res.status(status).set('ETag', etagOf(record.version)).json(record);
}

/**
 * The version the caller changes: `If-Match` (`"3"`, `W/"3"`; `*` means any), else a `version`
 * in the body (react-admin sends the record it loaded). Undefined when neither says. A tag that
 * is no version of ours can match nothing.
 */
export function expectedVersion(req: Request): number | undefined {
  const header = req.get('if-match')?.trim();
  if (header) {
    if (header === '*') return undefined;
    const tags = header.split(',').map((tag) => /^(?:W\/)?"(\d{1,15})"$/.exec(tag.trim())?.[1]);
    const first = tags.find((tag) => tag !== undefined);
    return first === undefined ? -1 : Number(first);
  }
  const body = req.body as { version?: unknown } | undefined;
  return Number.isSafeInteger(body?.version) ? Number(body!.version) : undefined;
}

export const conflict = (message: string): HttpProblem => new HttpProblem(409, 'conflict', message);

/** Refuses a write made on a version the record has moved past (409 Conflict). */
export function assertVersion(req: Request, current: { version?: number }, what: string): void {
  const expected = expectedVersion(req);
  if (expected === undefined || expected === (current.version ?? 0)) return;
  throw conflict(
    `This ${what} was changed by someone else since you opened it (now version ${current.version ?? 0}). Reload it and make your change again.`,
  );
}
