import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../ports/documentStore.ts';
import type { EventLog } from '../ports/eventLog.ts';
import { emptyImportStats } from './events.ts';
import { failInterruptedImports } from './interruptedImports.ts';

const NOW = Date.parse('2026-11-25T02:00:00Z');
const doc = (id: string, secondsAgo: number, status = 'running') => ({
  id,
  status,
  processed: 300,
  stats: { ...emptyImportStats(), imported: 300 },
  started_at: new Date(NOW - 600_000).toISOString(),
  updated_at: new Date(NOW - secondsAgo * 1000).toISOString(),
});

type PlaceRow = { import_id: string; created_at: string };

/** A log that records appends and reports `pending` unhandled events; places to count. */
function fakes(docs: ReturnType<typeof doc>[], pending = 0, places: PlaceRow[] = []) {
  const appended: { subject: string; data: { reason: string; stats: unknown } }[] = [];
  const log = {
    pending: async () => pending,
    append: async (_topic: string, events: typeof appended) => {
      appended.push(...events);
      return events.map((_, offset) => ({ topic: 'pintar.imports', partition: 0, offset }));
    },
  } as unknown as EventLog;
  const documents = {
    collection: async ({ name }: { name: string }) =>
      name === 'places'
        ? {
            count: async (filter: Partial<PlaceRow>) =>
              places.filter((p) => Object.entries(filter).every(([k, v]) => p[k as keyof PlaceRow] === v))
                .length,
          }
        : {
            find: async ({ filter }: { filter: { status: string } }) =>
              docs.filter((d) => d.status === filter.status),
          },
  } as unknown as DocumentStore;
  return { log, documents, appended };
}

describe('interrupted imports', () => {
  it('reports an import silent past the limit failed, with the rows it reached', async () => {
    const { log, documents, appended } = fakes([
      doc('imp_dead', 120),
      doc('imp_live', 5),
      doc('imp_done', 900, 'completed'),
    ]);
    const ids = await failInterruptedImports({
      log,
      documents,
      staleAfterMs: 60_000,
      running: new Set(),
      now: NOW,
    });
    expect(ids).toEqual(['imp_dead']);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.subject).toBe('imp_dead');
    expect(appended[0]!.data.reason).toMatch(/^Interrupted: .* after at least 300 rows/);
    expect(appended[0]!.data.stats).toMatchObject({ imported: 300 });
  });

  it('never touches an import this process runs, and with no limit takes every other one', async () => {
    const { log, documents } = fakes([doc('imp_mine', 600), doc('imp_other', 0)]);
    const running = new Set(['imp_mine']);
    expect(await failInterruptedImports({ log, documents, staleAfterMs: 0, running, now: NOW })).toEqual([
      'imp_other',
    ]);
  });

  it('decides nothing while the imports read model lags behind the log, and says so', async () => {
    const { log, documents, appended } = fakes([doc('imp_dead', 3600)], 2);
    expect(
      await failInterruptedImports({ log, documents, staleAfterMs: 0, running: new Set(), now: NOW }),
    ).toBeNull();
    expect(appended).toEqual([]);
  });

  it('counts what the import committed when its last progress report fell short of it', async () => {
    const dead = doc('imp_dead', 120);
    const later = new Date(NOW - 60_000).toISOString();
    const places = [
      // Created by it (its id, its start time), updated by it, and another import's place.
      ...Array.from({ length: 1_000 }, () => ({ import_id: 'imp_dead', created_at: dead.started_at })),
      ...Array.from({ length: 200 }, () => ({ import_id: 'imp_dead', created_at: later })),
      { import_id: 'imp_other', created_at: dead.started_at },
    ];
    const { log, documents, appended } = fakes([dead], 0, places);
    await failInterruptedImports({ log, documents, staleAfterMs: 0, running: new Set(), now: NOW });
    expect(appended[0]!.data.stats).toMatchObject({ imported: 1_000, updated: 200 });
    expect(appended[0]!.data.reason).toMatch(/after at least 1200 rows/);
  });

  it('never reports fewer than the progress report said (a later import took some places over)', async () => {
    const dead = doc('imp_dead', 120);
    const places = Array.from({ length: 10 }, () => ({ import_id: 'imp_dead', created_at: dead.started_at }));
    const { log, documents, appended } = fakes([dead], 0, places);
    await failInterruptedImports({ log, documents, staleAfterMs: 0, running: new Set(), now: NOW });
    expect(appended[0]!.data.stats).toMatchObject({ imported: 300, updated: 0 });
  });
});
