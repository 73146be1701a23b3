import { describe, expect, it } from 'vitest';
import { queryPlan } from './queryPlan.ts';

// Shapes as the servers answer them: FerretDB 1.24 lines captured from the engines script's server.
const ferret = (line: string, filterPushdown: boolean) => ({
  queryPlanner: { Plan: [`id=3 parent=0 notused=0 detail=${line}`] },
  serverInfo: { version: '7.0.42', ferretdbVersion: 'unknown' },
  filterPushdown,
  sortPushdown: false,
  ok: 1,
});

describe('query plans from explain', () => {
  it('FerretDB: a lookup by _id searches the primary key index', () => {
    const plan = queryPlan(ferret('SEARCH x_fd0c5087 USING INDEX x_fd0c5087__id_ (<expr>=?)', true));
    expect(plan).toMatchObject({ server: 'ferretdb', usesIndex: true, scansCollection: false });
  });

  it('FerretDB: a filter or sort left to Go scans every document', () => {
    expect(queryPlan(ferret('SCAN x_fd0c5087', false))).toMatchObject({
      server: 'ferretdb',
      usesIndex: false,
      scansCollection: true,
    });
  });

  it('MongoDB, classic engine: an index scan under a fetch', () => {
    const plan = queryPlan({
      queryPlanner: {
        winningPlan: { stage: 'LIMIT', inputStage: { stage: 'FETCH', inputStage: { stage: 'IXSCAN' } } },
      },
    });
    expect(plan).toMatchObject({ server: 'mongodb', usesIndex: true, scansCollection: false });
    expect(plan.steps).toEqual(['LIMIT', 'FETCH', 'IXSCAN']);
  });

  it('MongoDB, slot-based engine: a collection scan with a blocking sort', () => {
    const plan = queryPlan({
      queryPlanner: {
        winningPlan: { queryPlan: { stage: 'SORT', inputStage: { stage: 'COLLSCAN' } }, slotBasedPlan: {} },
      },
    });
    expect(plan).toMatchObject({ server: 'mongodb', usesIndex: false, scansCollection: true });
  });

  it('MongoDB: an $or of index scans', () => {
    const plan = queryPlan({
      queryPlanner: {
        winningPlan: {
          stage: 'FETCH',
          inputStage: { stage: 'OR', inputStages: [{ stage: 'IXSCAN' }, { stage: 'IXSCAN' }] },
        },
      },
    });
    expect(plan).toMatchObject({ usesIndex: true, scansCollection: false });
  });
});
