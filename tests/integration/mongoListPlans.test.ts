import { MongoDocumentStore, type CollectionDefinition, type FindQuery } from '@pintar/core';
import type { QueryPlan } from '../../core/src/adapters/mongo/queryPlan.ts';
import { PLACES } from '../../core/src/places/placesProjection.ts';
import { KNOWLEDGE_ENTRIES } from '../../core/src/knowledge/entries/projection.ts';
import { USERS } from '../../core/src/identity/identityProjection.ts';
import { IMPORTS } from '../../core/src/places/importsProjection.ts';
import { CONTACT_MESSAGES } from '../../core/src/contact/contactMessages/projection.ts';
import { ALERTS } from '../../core/src/monitoring/alerts/projection.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { realEngines } from '../support/realEngines.ts';
import { uniqueName, withDatabase } from '../support/platforms.ts';
import { namespacePrefix } from '../support/testNamespaces.ts';

const engines = realEngines();

type Explaining = { explain(query: FindQuery): Promise<QueryPlan> };

/** The admin grids' collections, each with the sorts and filters its indexes are declared for. */
const LISTED: CollectionDefinition[] = [PLACES, KNOWLEDGE_ENTRIES, USERS, IMPORTS, CONTACT_MESSAGES, ALERTS];

/** A page sorted by each declared field, a page filtered by it, and each compound's equality + sort. */
function listQueries(definition: CollectionDefinition): [string, FindQuery][] {
  const single = (definition.indexes ?? []).flatMap((field): [string, FindQuery][] => [
    [`sorted by ${field}`, { sort: [[field, 'asc']], limit: 25 }],
    [`filtered by ${field}`, { filter: { [field]: 'x' }, limit: 25 }],
  ]);
  const compound = (definition.compound ?? []).map((fields): [string, FindQuery] => [
    `${fields.slice(0, -1).join(', ')} equal, sorted by ${fields.at(-1)}`,
    {
      filter: Object.fromEntries(fields.slice(0, -1).map((field) => [field, 'x'])),
      sort: [[fields.at(-1)!, 'asc']],
      limit: 25,
    },
  ]);
  return [...single, ...compound];
}

describe.skipIf(!engines)('document store: what the admin list queries read', () => {
  const database = uniqueName(namespacePrefix('it')).replace(/-/g, '_').toLowerCase();
  const store = new MongoDocumentStore(withDatabase(engines!.mongodb, database));
  afterAll(() => store.close());

  const collection = async (definition: CollectionDefinition) => {
    const opened = await store.collection<{ id: string }>(definition);
    await opened.put({ id: 'seed' }, { topic: 'plans', partition: 0, offset: 1 });
    return opened as unknown as Explaining & typeof opened;
  };

  it.each(LISTED.map((definition) => [definition.name, definition] as const))(
    '%s: every declared sort and filter reads an index on MongoDB; FerretDB scans (so places lists go to Elasticsearch)',
    async (_name, definition) => {
      const listed = await collection(definition);
      for (const [what, query] of listQueries(definition)) {
        const plan = await listed.explain(query);
        const where = `${definition.name} ${what}: ${plan.steps.join(' > ')}`;
        if (plan.server === 'mongodb') {
          expect(plan.scansCollection, where).toBe(false);
          expect(plan.usesIndex, where).toBe(true);
        } else {
          // FerretDB 1.24 on SQLite hands SQLite only `{ _id: <string> }`; when a release pushes
          // more down this fails, and lists may come back from Elasticsearch to the store.
          expect(plan.scansCollection, where).toBe(true);
        }
      }
    },
  );
});
