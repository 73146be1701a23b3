import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutStreamDuringImport, idsPerKey } from '../support/feedCuts.ts';
import { realEngines } from '../support/realEngines.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();

/** 2,000 places 200 m apart around Johor Bahru, so none is taken for another's duplicate. */
function places(): string {
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const lat = (1.45 + (i % 50) * 0.002).toFixed(6);
    const lng = (103.7 + Math.floor(i / 50) * 0.002).toFixed(6);
    return `Kedai Runcit Nombor ${i},supermarket,Johor Bahru,Johor,${lat},${lng}`;
  });
  return ['name,category,city,state,lat,lng', ...rows].join('\n');
}

describe.skipIf(!engines)('the event stream on Kafka cut off during an import', () => {
  let api: PintarProcess & { url: string; adminToken: string };
  let workers: PintarProcess;
  beforeAll(async () => {
    const { env } = stackEnv(engines!);
    [api, workers] = await Promise.all([startApi(env), startWorkersProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), workers?.stop()]);
  });

  it('hands every event over exactly once, in order per key, across ten reconnections', async () => {
    const { received, recorded } = await cutStreamDuringImport(api, places(), 10, 150);
    const ids = received.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Kafka orders each partition, not the topics together: the same events, each key in order.
    expect([...ids].sort()).toEqual(recorded.map((e) => e.id).sort());
    expect(idsPerKey(received)).toEqual(idsPerKey(recorded));
    expect(received.filter((e) => e.type === 'my.pintar.places.place-created.v1')).toHaveLength(2000);
  });
});
