import { obj, str } from './card-data';
import type { CardStatus } from './card-frame';

/** A card's status from its data: a tool that failed sends `error` (and the spec's message) instead of data. */
export function cardStatus(data: unknown, fallbackMessage: string): CardStatus {
  const o = obj(data);
  if (!o) return { state: 'error', message: fallbackMessage };
  const error = o.error;
  if (error !== undefined && error !== null && error !== false) {
    return {
      state: 'error',
      message: str(obj(error)?.message) ?? str(error) ?? str(o.message) ?? fallbackMessage,
    };
  }
  return { state: 'loaded' };
}
