import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { seedKnowledge } from '@pintar/core';
import type { Logger } from 'pino';
import type { PlacesContext } from './places/context.ts';
import { seedPlaces, seedUnseededPlaces } from './places/seed.ts';

/** The knowledge starter set written for Pintar (data/knowledge). */
export const KNOWLEDGE_STARTER = fileURLToPath(new URL('../../data/knowledge/starter.json', import.meta.url));

const SEED_ACTOR = 'system:seed';

/** Creates each starter knowledge entry never created before (per entry, by its stable key). */
export async function seedKnowledgeStarter(ctx: PlacesContext, logger: Logger): Promise<void> {
  const result = await seedKnowledge(ctx.platform, await readFile(KNOWLEDGE_STARTER), {
    actor: SEED_ACTOR,
    timeoutMs: 120_000,
  });
  if (result) logger.info({ stats: result.stats }, 'seeded the knowledge base (data/knowledge)');
}

/** Every start: the shipped place files not seeded yet, and the starter entries never created. */
export async function seedOnStart(ctx: PlacesContext, logger: Logger): Promise<void> {
  await seedUnseededPlaces(ctx, logger);
  await seedKnowledgeStarter(ctx, logger);
}

/** `npm run seed`: every place file again (rows already there are skipped), and the starter entries. */
export async function seedAll(ctx: PlacesContext, logger: Logger): Promise<boolean> {
  const places = await seedPlaces(ctx, logger);
  await seedKnowledgeStarter(ctx, logger);
  return places.every((r) => r.status !== 'failed');
}
