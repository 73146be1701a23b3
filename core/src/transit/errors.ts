// Transit query errors a caller can show: the code is the spec's style (kebab-case), status HTTP-like.

export type TransitErrorCode =
  | 'stop-not-found'
  | 'feed-not-found'
  | 'route-not-found'
  | 'outside-malaysia'
  | 'same-origin-destination'
  | 'invalid-time'
  | 'time-in-past'
  | 'invalid-request';

export class TransitError extends Error {
  override name = 'TransitError';
  readonly code: TransitErrorCode;
  readonly status: 400 | 404;
  readonly field: string | null;
  constructor(code: TransitErrorCode, message: string, field: string | null = null) {
    super(message);
    this.code = code;
    this.status = code.endsWith('-not-found') ? 404 : 400;
    this.field = field;
  }
}

/** Peninsular Malaysia, Sabah and Sarawak with a margin (lat 0.8–7.5, lng 99.5–119.5). */
export function insideMalaysia(lat: number, lng: number): boolean {
  return lat >= 0.8 && lat <= 7.5 && lng >= 99.5 && lng <= 119.5;
}

export function assertInsideMalaysia(lat: number, lng: number, field: string): void {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !insideMalaysia(lat, lng)) {
    throw new TransitError('outside-malaysia', `${field} (${lat}, ${lng}) is outside Malaysia.`, field);
  }
}
