// The timetable file: gzip of [u32 header length][JSON header][typed arrays, 8-byte aligned].
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Timetable } from './types.ts';

type Typed = Int32Array | Uint8Array | Uint16Array | Float64Array;
const KINDS = { Int32Array, Uint8Array, Uint16Array, Float64Array } as const;
type Kind = keyof typeof KINDS;
const GROUPS = ['stops', 'patterns', 'trips', 'index'] as const;

interface ArrayRef {
  group: (typeof GROUPS)[number];
  key: string;
  kind: Kind;
  offset: number;
  length: number;
}

const align = (n: number) => Math.ceil(n / 8) * 8;

export function encodeTimetable(tt: Timetable): Buffer {
  const refs: ArrayRef[] = [];
  const chunks: Typed[] = [];
  const header: Record<string, unknown> = {};
  let offset = 0;
  for (const [name, value] of Object.entries(tt)) {
    if (!(GROUPS as readonly string[]).includes(name)) header[name] = value;
  }
  for (const group of GROUPS) {
    const plain: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(tt[group])) {
      if (ArrayBuffer.isView(value)) {
        const typed = value as Typed;
        refs.push({ group, key, kind: typed.constructor.name as Kind, offset, length: typed.length });
        chunks.push(typed);
        offset = align(offset + typed.byteLength);
      } else plain[key] = value;
    }
    header[group] = plain;
  }
  header.arrays = refs;
  const json = Buffer.from(JSON.stringify(header));
  const start = align(4 + json.length);
  const out = Buffer.alloc(start + offset);
  out.writeUInt32LE(json.length, 0);
  json.copy(out, 4);
  refs.forEach((ref, i) => {
    const c = chunks[i]!;
    Buffer.from(c.buffer, c.byteOffset, c.byteLength).copy(out, start + ref.offset);
  });
  return gzipSync(out, { level: 9 });
}

export function decodeTimetable(file: Buffer): Timetable {
  const raw = gunzipSync(file);
  const length = raw.readUInt32LE(0);
  const header = JSON.parse(raw.subarray(4, 4 + length).toString('utf8')) as Record<string, unknown> & {
    arrays: ArrayRef[];
  };
  const start = align(4 + length);
  // A fresh, aligned buffer so typed arrays can view it without copying each one.
  const body = new ArrayBuffer(raw.length - start);
  new Uint8Array(body).set(raw.subarray(start));
  for (const ref of header.arrays) {
    const group = header[ref.group] as Record<string, unknown>;
    group[ref.key] = new KINDS[ref.kind](body, ref.offset, ref.length);
  }
  delete (header as { arrays?: unknown }).arrays;
  return header as unknown as Timetable;
}
