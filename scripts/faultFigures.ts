/** The fault suite's files: `npm run faults` runs them at full length, and so does `npm test`. */
export const FAULT_FILES = [
  'tests/integration/importCrash.test.ts',
  'tests/integration/rebuildCrash.test.ts',
  'tests/integration/outage.test.ts',
  'core/src/adapters/embedded/eventLog.unit.test.ts',
];

/** Colour and style escapes (`ESC[...m`): vitest writes them around a test's console output. */
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

/**
 * The `faults:` figure lines of a vitest run's output. vitest prefixes each console line of a
 * test with colour escapes even when its output is piped, so a plain `startsWith('faults:')`
 * found none and `npm run faults` printed "no figures" after every run.
 */
export function figureLines(output: string): string[] {
  return output
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('faults:'));
}
