import { describe, expect, it } from 'vitest';
import { figureLines } from './faultFigures.ts';

describe('figureLines', () => {
  it('finds the figure lines of a coloured vitest run, and nothing else', () => {
    // As vitest 5 writes a test's console.log when its output is piped.
    const output =
      '\n\u001b[90mstdout\u001b[2m | tests/integration/importCrash.test.ts\u001b[2m > \u001b[22m\u001b[2mSIGKILL\n' +
      '\u001b[22m\u001b[39mfaults: embedded: kill at 2000 reported\n\n' +
      ' \u001b[32m✓\u001b[39m importCrash.test.ts\n' +
      'faults: real engines: Kafka down 30 s\n' +
      'not faults: here\n';
    expect(figureLines(output)).toEqual([
      'faults: embedded: kill at 2000 reported',
      'faults: real engines: Kafka down 30 s',
    ]);
  });
});
