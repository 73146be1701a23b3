import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvTemplate, jsonTemplate, type Place, placesToCsv, placesToJson } from '@pintar/core';
import type { Response } from 'express';
import { attachmentHeader } from '../http/upload.ts';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

const today = () => new Date().toISOString().slice(0, 10);

function attachment(res: Response, format: 'csv' | 'json', name: string): void {
  res.setHeader('Content-Type', CONTENT_TYPES[format]);
  res.setHeader('Content-Disposition', attachmentHeader(name));
  res.setHeader('Cache-Control', 'no-store');
}

/** Streams every place as a dated file; memory stays flat however many there are. */
export async function placeFile(
  res: Response,
  format: 'csv' | 'json',
  places: AsyncIterable<Place>,
): Promise<void> {
  attachment(res, format, `pintar-places-${today()}.${format}`);
  const chunks = format === 'csv' ? placesToCsv(places) : placesToJson(places);
  await pipeline(Readable.from(chunks), res);
}

export function templateFile(res: Response, format: 'csv' | 'json'): void {
  attachment(res, format, `pintar-places-template.${format}`);
  res.send(format === 'csv' ? csvTemplate() : jsonTemplate());
}
