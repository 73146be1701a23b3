import { invalidFile } from './errors.ts';

const CHUNK_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

/** The first line (1-based) holding bytes that are not UTF-8; a newline byte never sits inside a character. */
function firstBadLine(bytes: Uint8Array): number {
  let line = 1;
  let start = 0;
  while (start <= bytes.byteLength) {
    const newline = bytes.indexOf(NEWLINE, start);
    const end = newline === -1 ? bytes.byteLength : newline;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    if (newline === -1) break;
    start = newline + 1;
    line += 1;
  }
  return line;
}

const notUtf8 = (bytes: Uint8Array) =>
  invalidFile(`The file is not valid UTF-8 (line ${firstBadLine(bytes)}).`);

/** Refuses text that is not UTF-8 without holding a decoded copy of the whole file. */
export function assertUtf8(bytes: Uint8Array): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let offset = 0; offset < bytes.byteLength; offset += CHUNK_BYTES)
      decoder.decode(bytes.subarray(offset, offset + CHUNK_BYTES), { stream: true });
    decoder.decode();
  } catch {
    throw notUtf8(bytes);
  }
}

/** The text of UTF-8 bytes without a byte order mark, or the line where they stop being UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notUtf8(bytes);
  }
}

/** True when the bytes hold nothing but a byte order mark and white space. */
export function isBlankText(bytes: Uint8Array): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let index = start; index < bytes.byteLength; index += 1) {
    const byte = bytes[index]!;
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return true;
}
