/**
 * What an `explain` says about a find, on either server. MongoDB answers a tree of stages under
 * `queryPlanner.winningPlan` (its slot-based engine nests it one level deeper, under `queryPlan`):
 * `IXSCAN` reads an index, `COLLSCAN` every document. FerretDB 1.24 on SQLite answers SQLite's
 * own plan lines under `queryPlanner.Plan` ("SEARCH … USING INDEX …" or "SCAN …") and says whether
 * the filter and the sort reached SQLite (`filterPushdown`, `sortPushdown`); what did not is done
 * in Go over every document.
 */
export interface QueryPlan {
  server: 'mongodb' | 'ferretdb';
  /** An index is read to find or order the documents. */
  usesIndex: boolean;
  /** Every document of the collection is read. */
  scansCollection: boolean;
  /** The stages (MongoDB) or plan lines (FerretDB), for a failure message. */
  steps: string[];
}

type Explained = Record<string, unknown> & { queryPlanner?: Record<string, unknown> };

const INDEX_STAGES = new Set(['IXSCAN', 'IDHACK', 'EXPRESS_IXSCAN', 'EXPRESS_CLUSTERED_IXSCAN']);

function stagesOf(node: unknown, into: string[] = []): string[] {
  if (!node || typeof node !== 'object') return into;
  const { stage, inputStage, inputStages, queryPlan } = node as Record<string, unknown>;
  if (typeof stage === 'string') into.push(stage);
  for (const child of [inputStage, queryPlan, ...((inputStages as unknown[]) ?? [])]) stagesOf(child, into);
  return into;
}

export function queryPlan(explained: Explained): QueryPlan {
  const planner = explained.queryPlanner ?? {};
  if (Array.isArray(planner.Plan)) {
    const steps = (planner.Plan as string[]).map((line) => line.replace(/^.*detail=/, ''));
    const searches = steps.some((step) => /^SEARCH .* USING (COVERING |PRIMARY KEY|INDEX)/.test(step));
    // Whatever SQLite does, a filter or sort left to Go reads every document.
    const pushed = explained.filterPushdown === true;
    return {
      server: 'ferretdb',
      usesIndex: searches && pushed,
      scansCollection: !pushed || steps.some((step) => /^SCAN /.test(step)),
      steps,
    };
  }
  const steps = stagesOf(planner.winningPlan);
  return {
    server: 'mongodb',
    usesIndex: steps.some((stage) => INDEX_STAGES.has(stage)),
    scansCollection: steps.includes('COLLSCAN'),
    steps,
  };
}
