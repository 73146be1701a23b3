import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth.ts';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('nestsDeeperThan', () => {
  it('allows the depth limit and refuses one level more, arrays and objects alike', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(4) + '1' + '}'.repeat(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(3) + '1' + '}'.repeat(3), 3)).toBe(false);
  });

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(
      nestsDeeperThan(`[${Array.from({ length: 10_000 }, () => '{"location":{"lat":1}}').join(',')}]`, 3),
    ).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`[{"name":"${'['.repeat(100)}"}]`, 3)).toBe(false);
    expect(nestsDeeperThan(`[{"name":"say \\"${'{'.repeat(100)}\\" \\\\"}]`, 3)).toBe(false);
    // After an escaped backslash the quote closes the string: the brackets after it count.
    expect(nestsDeeperThan(`["a\\\\", ${nested(5)}]`, 3)).toBe(true);
  });

  it('stops at the first bracket too deep in a 9 MB file nested 4.5 million levels', () => {
    expect(nestsDeeperThan(nested(4_500_000))).toBe(true);
  });
});
