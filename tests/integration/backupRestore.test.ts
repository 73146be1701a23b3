import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngines } from '../support/realEngines.ts';
import { downloadBackup, fillInstallation, get, readModels, RESTORE, upload } from '../support/restore.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();
type Api = PintarProcess & { url: string; adminToken: string };

// Two installations on the same engines, each with its own topics, database and indexes
// (stackEnv's namespace), so engines another test uses at the same time are left alone.
describe.skipIf(!engines)('backup and restore on Kafka, FerretDB and Elasticsearch', () => {
  let original: Api;
  let target: Api;
  let processes: PintarProcess[] = [];

  beforeAll(async () => {
    const first = stackEnv(engines!).env;
    const second = stackEnv(engines!).env;
    let workers: PintarProcess[];
    [original, target, ...workers] = (await Promise.all([
      startApi(first),
      startApi(second),
      startWorkersProcess(first),
      startWorkersProcess(second),
    ])) as [Api, Api, PintarProcess, PintarProcess];
    processes = [original, target, ...workers];
    await fillInstallation(original);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
  });

  it('restores the backup through the API into an empty installation with the same read models', async () => {
    const expected = await readModels(original);
    expect(expected.places).toHaveLength(1);
    expect(expected.knowledge).toHaveLength(1);
    const backup = await downloadBackup(original);
    const res = await upload(target, backup);
    expect(res.status, await res.clone().text()).toBe(202);
    await expect
      .poll(async () => (await get(target, RESTORE)).state, { timeout: 60_000, interval: 250 })
      .toBe('done');
    await expect.poll(() => readModels(target), { timeout: 60_000, interval: 500 }).toEqual(expected);
    expect((await upload(target, backup)).status).toBe(409);
  });
});
