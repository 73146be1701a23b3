// Transit query errors a caller can show: the code is the spec's style (kebab-case), status HTTP-like.
import { malaysiaBoundary } from '../city/shared/boundary.ts';

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

/**
 * In Malaysia by the same state polygons the city services use (`city/shared/boundary.ts`), so a
 * journey from Singapore, Brunei or southern Thailand is refused the same way as a map lookup
 * there (a bounding box let all three through).
 */
export function insideMalaysia(lat: number, lng: number): boolean {
  return malaysiaBoundary().contains(lat, lng);
}

export function assertInsideMalaysia(lat: number, lng: number, field: string): void {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !insideMalaysia(lat, lng)) {
    throw new TransitError('outside-malaysia', `${field} (${lat}, ${lng}) is outside Malaysia.`, field);
  }
}
