// The 16 canonical state names of docs/places.md and the spellings other sources use for them:
// the import's own list (core/src/places/reference.ts), so the data and the import agree.
import { canonicalState, MALAYSIAN_STATES, type MalaysianState } from '../../core/src/places/reference.ts';

export const CANONICAL_STATES = MALAYSIAN_STATES;
export type CanonicalState = MalaysianState;
export { canonicalState };
