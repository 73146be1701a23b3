// Tiny reporter shared by the engine smoke tests: one line per check, then "N passed, N failed".
let passed = 0;
let failed = 0;

export async function check(name: string, fn: () => Promise<unknown>): Promise<boolean> {
  const t0 = performance.now();
  try {
    const detail = await fn();
    passed++;
    const ms = Math.round(performance.now() - t0);
    console.log(`PASS ${name}${detail === undefined ? '' : ` -> ${String(detail)}`} (${ms} ms)`);
    return true;
  } catch (e) {
    failed++;
    const err = e as { message?: string; code?: unknown; codeName?: unknown };
    const extra = err.code === undefined ? '' : ` [code=${String(err.code)} ${String(err.codeName ?? '')}]`;
    console.log(`FAIL ${name}: ${err.message ?? String(e)}${extra}`);
    return false;
  }
}

/** Prints the closing line and sets the exit code (1 when something failed). */
export function summary(): void {
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}
