// Helpers for the tests of place files: collecting rows, catching refusals, and a workbook that
// inflates to any size in an instant.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { ImportFileError } from './errors.ts';
import type { PlaceFileFormat } from './detect.ts';
import { openRows, type RawRow, readRows } from './rows.ts';

export const utf8 = (text: string) => new TextEncoder().encode(text);

/** Array.fromAsync, which the server packages' library target (es2024) does not declare yet. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

export const rowsOf = (bytes: Uint8Array, format: PlaceFileFormat): Promise<RawRow[]> =>
  collect(readRows(bytes, format));

/** The code and message of the ImportFileError that refuses the file. */
export async function refusal(
  bytes: Uint8Array,
  format: PlaceFileFormat,
): Promise<{ code: string; message: string }> {
  try {
    await openRows(bytes, format);
  } catch (error) {
    if (error instanceof ImportFileError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected an ImportFileError');
}

/**
 * A zip holding one entry of `megabytes` MB of spaces. The deflate stream repeats one
 * sync-flushed block per megabyte instead of compressing the whole entry, which would take
 * seconds; the result is a valid archive all the same.
 */
export function zipBomb(name: string, megabytes: number): Uint8Array {
  const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
  const block = deflateRawSync(megabyte, { finishFlush: constants.Z_SYNC_FLUSH });
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
  let crc = 0;
  for (let index = 0; index < megabytes; index += 1) crc = crc32(megabyte, crc);
  const fileName = Buffer.from(name);
  const sizes = (header: Buffer, at: number) => {
    header.writeUInt32LE(crc, at);
    header.writeUInt32LE(data.length, at + 4);
    header.writeUInt32LE(megabyte.length * megabytes, at + 8);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  sizes(local, 14);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  sizes(central, 16);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, fileName, data, central, fileName, end]));
}
