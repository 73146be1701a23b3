import { extname } from 'node:path';
import type { RequestHandler } from 'express';
import { HttpProblem } from './problem.ts';

export interface UploadRule {
  /** The largest file accepted, in bytes; one byte more answers 413. */
  maxBytes: number;
  /** File name extensions accepted, lower case with the dot, e.g. ['.json', '.csv']. */
  allowed: readonly string[];
  /** The answer to any other extension (400 `invalid-file-type`). */
  typeMessage: string;
  /** The answer to a file over the limit (413 `file-too-large`). */
  sizeMessage: string;
}

/**
 * The multipart parser reads file names as Latin-1, but browsers send UTF-8: `吉隆坡.csv`
 * arrives as mojibake. Read back as UTF-8 when that is what the bytes are.
 */
export function utf8Name(name: string): string {
  const latin1 = [...name].every((char) => char.charCodeAt(0) <= 0xff);
  if (!latin1 || !/[\u0080-\u00ff]/.test(name)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? name : decoded;
}

/** `Content-Disposition` for a download: an ASCII `filename` and the exact UTF-8 `filename*`. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Upload rules by path prefix, registered by the routes that take files. */
const rules = new Map<string, UploadRule>();

/** Declares the rule of the uploads under a path prefix, so the multipart parser stops at its limit. */
export function registerUploadRule(pathPrefix: string, rule: UploadRule): void {
  rules.set(pathPrefix, rule);
}

/** The rule of the longest registered prefix of the path. */
function ruleFor(path: string): UploadRule | undefined {
  let best: [string, UploadRule] | undefined;
  for (const entry of rules)
    if (path.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1];
}

const FALLBACK_MAX_BYTES = 1024 * 1024;

/**
 * Limits for the multipart parser of the request checks (`operations/validateRequests.ts`): one
 * file, read no further than the largest registered cap, so an oversized upload is cut off while
 * it is read. Each route's own, smaller cap is checked by `uploadFile`. `fileSize` is read when a
 * request is parsed, after the routes have registered their rules.
 */
export const multipartLimits = {
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 22,
  get fileSize(): number {
    return Math.max(FALLBACK_MAX_BYTES, ...[...rules.values()].map((r) => r.maxBytes));
  },
};

/** The answer when the parser stopped reading a file past the route's limit (see errorHandler). */
export function uploadTooLarge(path: string): HttpProblem {
  const rule = ruleFor(path);
  return new HttpProblem(413, 'file-too-large', rule?.sizeMessage ?? 'The file is too large.');
}

/**
 * The uploaded file of a route, checked: its extension, then its size (again, so the rule holds
 * even if the parser's limits differ). The request checks have read the multipart body into
 * `req.files` and checked the form fields against the operation's schema; this puts the file at
 * `req.file`. No file: the route decides what to answer.
 */
export function uploadFile(rule: UploadRule, field = 'file'): RequestHandler {
  return (req, _res, next) => {
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const file = files.find((f) => f.fieldname === field) ?? req.file;
    if (!file) return next();
    file.originalname = utf8Name(file.originalname);
    if (!rule.allowed.includes(extname(file.originalname).toLowerCase()))
      return next(new HttpProblem(400, 'invalid-file-type', rule.typeMessage));
    if (file.size > rule.maxBytes) return next(new HttpProblem(413, 'file-too-large', rule.sizeMessage));
    req.file = file;
    next();
  };
}
