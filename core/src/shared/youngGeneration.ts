// Start-up makes a few hundred megabytes of long-lived objects in one burst: the modules, then
// the search snapshot's records, postings and vocabularies. V8 answers a burst of survivors by
// doubling its young generation (the semi-spaces) up to its maximum, 128 MB here, and an idle
// process keeps that resident: a quarter of the API's idle memory at 100k places. Holding the
// growth during start-up costs no time (fewer survivors are copied, not more); the factor goes
// back to V8's default once every hold is released, so a busy process still grows it as before.
import { setFlagsFromString } from 'node:v8';

/** V8's default semi-space growth factor, put back when the last hold is released. */
const DEFAULT_GROWTH = 2;
let holds = 0;

/** Holds the young generation at its size until the returned function is called (once). */
export function holdYoungGeneration(): () => void {
  if (holds++ === 0) setFlagsFromString('--semi-space-growth-factor=1');
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holds === 0) setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH}`);
  };
}
