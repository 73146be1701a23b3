/**
 * Freezes a value and everything it holds. Shared parsed events are frozen under tests, so a
 * projection that writes to an event it was given fails there instead of changing what the other
 * subscribers see.
 */
export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
