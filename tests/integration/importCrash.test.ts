import { afterAll, describe, expect, it } from 'vitest';
import { interruptedReason } from '@pintar/core';
import { adminGet, backbones, type Running } from '../support/faults.ts';

const ROWS = 10_000;
/** Rows reported done before the kill: one point in CI, three in `npm run faults`. */
const KILL_AT = process.env.FAULTS_LONG === '1' ? [1_000, 5_000, 8_500] : [2_000];

/** A 10,000-row CSV of distinct places (own names, own source keys, spread over Klang Valley). */
function placesCsv(): Buffer {
  const lines = ['name,category,lat,lng,city,state,source,source_id'];
  for (let i = 0; i < ROWS; i += 1) {
    const lat = (2.9 + (i % 100) * 0.004).toFixed(5);
    const lng = (101.5 + Math.floor(i / 100) * 0.004).toFixed(5);
    lines.push(`Fault Kedai ${i},cafe,${lat},${lng},Kuala Lumpur,Kuala Lumpur,import,fault-${i}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

interface ImportRecord {
  id: string;
  status: string;
  processed: number;
  message: string | null;
  stats: { imported: number; updated: number; skipped: number; rejected: number };
}

async function upload(run: Running, file: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'fault-places.csv');
  form.append('enhance_with_google', 'false');
  const res = await fetch(`${run.url}/api/admin/import/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${run.adminToken}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { import_id: string }).import_id;
}

const record = async (run: Running, id: string) =>
  (await adminGet<ImportRecord>(run, `/api/admin/import/${id}`)).body;
const placeCount = async (run: Running) =>
  (await adminGet<unknown[]>(run, `/api/admin/places?range=${encodeURIComponent('[0,0]')}`)).total;

interface Status {
  components: { name: string; lag?: number }[];
}
const projectionLag = async (run: Running) =>
  (await adminGet<Status>(run, '/api/system/status')).body.components.find((c) => c.name === 'projections')
    ?.lag;

/**
 * The places listed once the restarted projections have replayed what the killed process appended:
 * the restart answers before the replay ends (reads are eventually consistent), so the count is
 * taken when the backlog this process runs is empty and three readings in a row agree.
 */
async function settledPlaceCount(run: Running): Promise<number> {
  await expect.poll(() => projectionLag(run), { timeout: 120_000, interval: 100 }).toBe(0);
  const readings: number[] = [];
  await expect
    .poll(
      async () => {
        readings.push(await placeCount(run));
        return readings.length >= 3 && readings.slice(-3).every((n) => n === readings.at(-1));
      },
      { timeout: 120_000, interval: 300 },
    )
    .toBe(true);
  return readings.at(-1) as number;
}

/**
 * Deliver 7: the API (and on the real engines the workers) killed with SIGKILL in the middle of a
 * 10,000-row import. The import is then reported failed as interrupted with the rows it committed
 * (the file lived in the dead process's memory, so it cannot be resumed), every place it wrote is
 * listed once, and importing the file again completes it: 10,000 places, none lost, none doubled.
 *
 * The kill is sent once the record reports `killAt` rows, but the import runs on meanwhile: it can
 * land after the last row, even after the import was reported complete (the last batches pass
 * `killAt` within one poll). That is a legitimate outcome, checked as such: the record then says
 * completed, or interrupted with all 10,000, and either way its count is what the read model holds.
 */
const cases = KILL_AT.flatMap((killAt) => backbones().map((backbone) => ({ ...backbone, killAt })));

describe.each(cases)('SIGKILL mid-import ($name, after $killAt rows)', (backbone) => {
  let run: Running | undefined;
  afterAll(async () => {
    await run?.stop();
  });

  it(
    'reports the import interrupted with what it committed, keeps that once, and a second import completes it',
    {
      timeout: 900_000,
    },
    async () => {
      const file = placesCsv();
      run = await backbone.start();
      const id = await upload(run, file);
      const first = run;
      await expect
        .poll(async () => (await record(first, id)).processed, { timeout: 300_000, interval: 100 })
        .toBeGreaterThanOrEqual(backbone.killAt);
      await run.kill();

      const killedAt = performance.now();
      run = await backbone.start();
      const second = run;
      await expect
        .poll(async () => (await record(second, id)).status, { timeout: 120_000, interval: 250 })
        .toMatch(/^(failed|completed)$/);
      const recoveredMs = performance.now() - killedAt;
      const ended = await record(run, id);
      const kept = await settledPlaceCount(run);
      // The record's count is what was committed: the places the read model lists, all this
      // import's (the installation started empty). Before, it was the last progress report.
      expect(ended.stats.imported).toBe(kept);
      expect(kept).toBeLessThanOrEqual(ROWS);
      expect(ended.processed).toBeGreaterThanOrEqual(backbone.killAt);
      expect(ended.processed).toBeLessThanOrEqual(ROWS);
      if (ended.status === 'completed') expect(kept).toBe(ROWS);
      else {
        // Reported as soon as the restarted process has replayed the imports, not at its next
        // round a minute after start. On Kafka the replay waits for the dead consumers' sessions
        // to expire and their groups to rebalance (35 s in a CI run).
        expect(recoveredMs).toBeLessThan(backbone.name === 'embedded' ? 30_000 : 55_000);
        expect(ended.message).toBe(interruptedReason(ended.processed));
        expect(ended.processed).toBeGreaterThanOrEqual(kept);
      }

      const again = await upload(run, file);
      await expect
        .poll(async () => (await record(second, again)).status, { timeout: 600_000, interval: 500 })
        .toBe('completed');
      const done = await record(run, again);
      expect(done.stats.imported + done.stats.skipped).toBe(ROWS);
      expect(done.stats.skipped).toBe(kept);
      expect(await placeCount(run)).toBe(ROWS);
      const outcome =
        ended.status === 'completed'
          ? `the kill landed after the import completed (${kept} places)`
          : `import killed after ${ended.processed} rows, record counts ${ended.stats.imported} imported = ${kept} places written; ` +
            `reported interrupted ${Math.round(recoveredMs)} ms after the kill`;
      console.log(
        `faults: ${backbone.name}: kill at ${backbone.killAt} reported: ${outcome}; re-import: ${done.stats.imported} imported, ` +
          `${done.stats.skipped} skipped; places ${ROWS}: lost 0, doubled 0`,
      );
    },
  );
});
