// Imported first by main.ts, so the hold is in place before any other module loads (see
// core/src/shared/youngGeneration.ts); main.ts releases it once the server is up.
import { holdYoungGeneration } from '@pintar/core/shared/youngGeneration.ts';

export const releaseStartupHeap = holdYoungGeneration();
