import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { seedKnowledge } from '@pintar/core';
import type { Logger } from 'pino';
import type { PlacesContext } from './places/context.ts';
import { seedPlaces, seedPlacesIfEmpty } from './places/seed.ts';

/** The knowledge starter set written for Pintar (data/knowledge). */
export const KNOWLEDGE_STARTER = fileURLToPath(new URL('../../data/knowledge/starter.json', import.meta.url));

const SEED_ACTOR = 'system:seed';

/** Loads the starter knowledge entries when the knowledge base is empty. */
export async function seedKnowledgeIfEmpty(ctx: PlacesContext, logger: Logger): Promise<void> {
  const result = await seedKnowledge(ctx.platform, await readFile(KNOWLEDGE_STARTER), {
    actor: SEED_ACTOR,
    timeoutMs: 120_000,
  });
  if (result) logger.info({ stats: result.stats }, 'seeded the knowledge base (data/knowledge)');
}

/** First start: the shipped places and the knowledge starter set, each only when its store is empty. */
export async function seedIfEmpty(ctx: PlacesContext, logger: Logger): Promise<void> {
  await seedPlacesIfEmpty(ctx, logger);
  await seedKnowledgeIfEmpty(ctx, logger);
}

/** `npm run seed`: places again (what exists is skipped), knowledge when empty. */
export async function seedAll(ctx: PlacesContext, logger: Logger): Promise<boolean> {
  const places = await seedPlaces(ctx, logger);
  await seedKnowledgeIfEmpty(ctx, logger);
  return places.every((r) => r.status !== 'failed');
}
