import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeGlobal {
  axe: {
    run: (
      options: unknown,
    ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
  };
}

/**
 * axe-core in the page (or in one frame of it: axe in the top document does not look inside an
 * iframe's document): its serious and critical violations, each with where it was found.
 */
export async function seriousViolations(page: Page | Frame): Promise<string[]> {
  // Through DevTools rather than a <script> tag, which the app's Content Security Policy refuses.
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const { axe } = globalThis as unknown as AxeGlobal;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      at: v.nodes.map((n) => n.target.join(' ')).slice(0, 3),
    }));
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.at.join(', ')}`);
}
