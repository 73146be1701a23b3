import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { KNOWLEDGE_STARTER } from '@pintar/api/seed.ts';
import { toCloudEvent } from '@pintar/contracts';
import {
  decideCreateEntry,
  decideDeleteEntry,
  decideUpdateEntry,
  KNOWLEDGE_EVENTS as T,
  KNOWLEDGE_TOPIC,
  type KnowledgeEntry,
  type KnowledgeEvent,
  contextualKnowledge,
  countKnowledgeEntries,
  deleteKnowledgeEntry,
  knowledgeEntriesCollection,
  getKnowledgeEntry,
  knowledgeCategoryCounts,
  knowledgeEntriesProjection,
  knowledgeLanguageStats,
  knowledgeQueriesProjection,
  knowledgeSearchAnalytics,
  knowledgeSearchProjection,
  knowledgeStatsProjection,
  knowledgeTagCounts,
  type Platform,
  popularKnowledgeQueries,
  ProjectionRunner,
  recordEvents,
  relatedKnowledge,
  searchKnowledge,
  seedKnowledge,
  type StoredEvent,
  waitForProjection,
} from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { platformFactories } from '../support/platforms.ts';

const quiet = { info: () => {}, error: () => {} };
const metadata = { now: '2025-06-01T08:00:00.000Z', actor: 'u_admin' };
const PROJECTIONS = [
  knowledgeEntriesProjection,
  knowledgeSearchProjection,
  knowledgeStatsProjection,
  knowledgeQueriesProjection,
];

let ids = 0;
const nextId = () => `kb_${(++ids).toString(16).padStart(24, '0')}`;

function create(input: Record<string, unknown>, link?: Parameters<typeof decideCreateEntry>[0]['link']) {
  const decision = decideCreateEntry({ id: nextId(), input, metadata, ...(link ? { link } : {}) });
  if (!decision.ok) throw new Error(decision.message);
  return decision.events[0]!;
}
const entryOf = (event: KnowledgeEvent) => (event.data as { entry: KnowledgeEntry }).entry;
function update(entry: KnowledgeEntry, input: Record<string, unknown>) {
  const decision = decideUpdateEntry(entry, entry.id, input, metadata);
  if (!decision.ok) throw new Error(decision.message);
  return decision.events[0]!;
}
function remove(entry: KnowledgeEntry) {
  const decision = decideDeleteEntry(entry, entry.id);
  if (!decision.ok) throw new Error(decision.message);
  return decision.events[0]!;
}

/** Stored events at made-up positions, to hand a projection a batch twice as a redelivery would. */
const stored = (events: { type: string; subject: string; data: unknown }[], from = 0): StoredEvent[] =>
  events.map((e, i) => ({
    event: toCloudEvent(e, { id: randomUUID(), now: new Date(), actor: 'test', correlationId: 'test' }),
    position: { topic: KNOWLEDGE_TOPIC, partition: 0, offset: from + i },
  }));

// Real words of the four languages, as people would write them.
const CORPUS = {
  emergency: {
    title: 'Emergency numbers',
    content: 'Call 999 for police, ambulance and fire and rescue.',
    language: 'en',
    tags: ['emergency'],
    priority: 10,
  },
  emergencyLow: {
    title: 'Emergency shelters list',
    content: 'Shelters open during emergency floods.',
    language: 'en',
    tags: ['emergency'],
    priority: 1,
  },
  banjir: {
    title: 'Banjir kilat di Kuala Lumpur',
    content: 'Elakkan kawasan rendah semasa hujan lebat.',
    language: 'ms',
    tags: ['banjir'],
    priority: 7,
  },
  mrt: {
    title: '地铁线路',
    content: '吉隆坡捷运加影线连接双溪毛糯和加影。',
    language: 'zh',
    tags: ['交通'],
    priority: 6,
  },
  mosque: {
    title: 'المسجد الوطني',
    content: 'يقع المسجد الوطني في كوالالمبور بالقرب من محطة القطار.',
    language: 'ar',
    tags: ['مسجد'],
    priority: 5,
  },
};

describe.each(platformFactories())('Knowledge parity: $name', (factory) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });
  const open = async () => {
    const platform: Platform = await factory.open(factory.newHome());
    cleanup.push(() => platform.close());
    return platform;
  };
  /** given(events) through the runner, as in production. */
  const given = async (events: KnowledgeEvent[]) => {
    const platform = await open();
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start(PROJECTIONS);
    cleanup.push(() => runner.stop());
    const { positions } = await recordEvents(platform.eventLog, KNOWLEDGE_TOPIC, events, {
      actor: 'test',
      correlationId: 'test',
    });
    await waitForProjection(
      platform.eventLog,
      PROJECTIONS.map((p) => p.name),
      positions,
      30_000,
    );
    return platform;
  };

  it('given created, updated and deleted entries, then the entries read model holds the latest of each', async () => {
    const a = create({ title: 'A', content: 'a', language: 'en' });
    const b = create({ title: 'B', content: 'b', language: 'ms' });
    const platform = await given([
      a,
      b,
      update(entryOf(a), { priority: 9, tags: ['x'] }),
      remove(entryOf(b)),
    ]);
    expect(await getKnowledgeEntry(platform.documents, a.subject)).toMatchObject({
      priority: 9,
      tags: ['x'],
    });
    expect(await getKnowledgeEntry(platform.documents, b.subject)).toBeNull();
  });

  it('counts languages, statuses, categories and tags incrementally, taking back what an update or delete removes', async () => {
    const a = create({
      title: 'A',
      content: 'a',
      language: 'en',
      category: 'transport',
      tags: ['bus', 'rail'],
    });
    const b = create({
      title: 'B',
      content: 'b',
      language: 'en',
      category: 'transport',
      tags: ['bus'],
      status: 'draft',
    });
    const c = create({ title: 'C', content: 'c', language: 'ms', category: 'help', tags: ['bas'] });
    const platform = await given([
      a,
      b,
      c,
      update(entryOf(a), { language: 'ms', tags: ['rail'] }),
      update(entryOf(b), { status: 'active' }),
      remove(entryOf(c)),
    ]);
    const languages = await knowledgeLanguageStats(platform.documents);
    expect(languages.find((l) => l.language === 'en')).toMatchObject({ total: 1, active: 1, draft: 0 });
    expect(languages.find((l) => l.language === 'ms')).toMatchObject({ total: 1, active: 1 });
    expect(await knowledgeTagCounts(platform.documents)).toEqual([
      { tag: 'bus', count: 1 },
      { tag: 'rail', count: 1 },
    ]);
    expect(await knowledgeTagCounts(platform.documents, 'ms')).toEqual([{ tag: 'rail', count: 1 }]);
    expect(Object.fromEntries(await knowledgeCategoryCounts(platform.documents))).toEqual({ transport: 2 });
  });

  it('a search the outbox appends again under its id, at a later offset, counts once', async () => {
    const platform = await open();
    const queries = await knowledgeQueriesProjection.open(platform);
    const search = (query: string) => ({
      type: T.searched,
      subject: randomUUID(),
      data: { searchId: randomUUID(), query, language: 'ms', category: null, results: 0, kind: 'help' },
    });
    const [first, second] = stored([search('banjir'), search('banjir')]);
    const copy = (s: StoredEvent, offset: number): StoredEvent => ({
      ...s,
      position: { ...s.position, offset },
    });
    // The first batch's copy shares the batch; the second's comes in a later one.
    await queries.apply([first!, second!, copy(first!, 2)]);
    await queries.apply([copy(second!, 3), copy(first!, 4)]);
    const now = new Date();
    expect(await popularKnowledgeQueries(platform.documents, { days: 1, limit: 10, now })).toMatchObject([
      { query: 'banjir', language: 'ms', count: 2 },
    ]);
    expect(await knowledgeSearchAnalytics(platform.documents, 1, now)).toMatchObject({
      total_searches: 2,
      zero_result_searches: 2,
    });
  });

  it('applying the same batch twice, or an overlapping batch again, changes no count', async () => {
    const platform = await open();
    const stats = await knowledgeStatsProjection.open(platform);
    const queries = await knowledgeQueriesProjection.open(platform);
    const a = create({ title: 'A', content: 'a', language: 'zh', tags: ['t'] });
    const search = (query: string, results: number) => ({
      type: T.searched,
      subject: randomUUID(),
      data: { searchId: randomUUID(), query, language: 'zh', category: null, results, kind: 'search' },
    });
    const batch = stored([a, update(entryOf(a), { tags: ['u'] }), search('地铁', 1), search('地铁', 0)]);
    await stats.apply(batch);
    await stats.apply(batch);
    await stats.apply(batch.slice(1));
    await queries.apply(batch.slice(0, 3));
    await queries.apply(batch);
    await queries.apply(batch);
    expect((await knowledgeLanguageStats(platform.documents)).find((l) => l.language === 'zh')).toMatchObject(
      { total: 1 },
    );
    expect(await knowledgeTagCounts(platform.documents)).toEqual([{ tag: 'u', count: 1 }]);
    const now = new Date();
    expect(await popularKnowledgeQueries(platform.documents, { days: 1, limit: 10, now })).toMatchObject([
      { query: '地铁', language: 'zh', count: 2 },
    ]);
    expect(await knowledgeSearchAnalytics(platform.documents, 1, now)).toMatchObject({
      total_searches: 2,
      zero_result_searches: 1,
      by_language: [{ language: 'zh', searches: 2 }],
    });
  });

  it('sums the counters of every partition, for tags with dots and dollars too, and counts a redelivered batch once', async () => {
    const platform = await open();
    const stats = await knowledgeStatsProjection.open(platform);
    const a = create({
      title: 'A',
      content: 'a',
      language: 'en',
      category: 'transport',
      tags: ['rm1.60', '$toll'],
    });
    const b = create({ title: 'B', content: 'b', language: 'en', category: 'transport', tags: ['$toll'] });
    const c = create({ title: 'C', content: 'c', language: 'ar', category: 'help', tags: ['rm1.60'] });
    const onPartition = (partition: number, events: StoredEvent[]) =>
      events.map((e) => ({ ...e, position: { ...e.position, partition } }));
    const first = onPartition(0, stored([a, update(entryOf(a), { status: 'draft' })]));
    const second = onPartition(1, stored([b, c, remove(entryOf(c))]));
    await stats.apply([...first, ...second]);
    // The second partition again, as after a crash before its facets were written.
    await stats.apply(second);
    expect(
      (await knowledgeLanguageStats(platform.documents))
        .filter((l) => l.total > 0)
        .map((l) => [l.language, l.total, l.active, l.draft]),
    ).toEqual([['en', 2, 1, 1]]);
    expect(await knowledgeTagCounts(platform.documents)).toEqual([
      { tag: '$toll', count: 2 },
      { tag: 'rm1.60', count: 1 },
    ]);
    expect(Object.fromEntries(await knowledgeCategoryCounts(platform.documents))).toEqual({ transport: 2 });
  });

  it('seeds an empty knowledge base once, linking rows that share a translation key', async () => {
    const platform = await given([]);
    const starter = JSON.stringify({
      entries: [
        {
          key: 'sos-en',
          translation_key: 'sos',
          title: 'Emergency numbers',
          content: 'Call 999.',
          language: 'en',
          category: 'emergency',
          tags: ['sos'],
          priority: 10,
          status: 'active',
        },
        {
          key: 'sos-ms',
          translation_key: 'sos',
          title: 'Nombor kecemasan',
          content: 'Hubungi 999.',
          language: 'ms',
          category: 'emergency',
          tags: ['sos'],
          priority: 10,
          status: 'active',
          location: null,
        },
        { title: 'No language', content: 'x' },
      ],
    });
    const result = await seedKnowledge(platform, starter, { actor: 'system:seed' });
    expect(result).toMatchObject({
      stats: { created: 2, rejected: 1 },
      errors: [{ line: 3, reason: 'Missing required fields: language' }],
    });
    const stats = await knowledgeLanguageStats(platform.documents);
    expect(stats.filter((l) => l.total > 0).map((l) => l.language)).toEqual(['en', 'ms']);
    const { results } = await searchKnowledge(platform, { query: 'kecemasan', limit: 5, fuzzy: true });
    const ms = results[0]!.entry;
    const en = (await searchKnowledge(platform, { query: 'emergency', limit: 5, fuzzy: true })).results[0]!
      .entry;
    expect(ms.translation_group).toBe(en.id);
    expect(ms.created_by).toBe('system:seed');
    expect(await seedKnowledge(platform, starter, { actor: 'system:seed' })).toBeNull();
  });

  it('seeds every starter entry an admin entry did not stop, once, and leaves a deleted one deleted', async () => {
    const starter = await readFile(KNOWLEDGE_STARTER);
    const keys = (JSON.parse(starter.toString()) as { key: string }[]).map((e) => e.key);
    expect(keys).toHaveLength(86);
    // An administrator's entry written before the seed reached the knowledge base.
    const platform = await given([create(CORPUS.emergency)]);
    const seed = () => seedKnowledge(platform, starter, { actor: 'system:seed' });
    const starterEntries = async () =>
      (await knowledgeEntriesCollection(platform.documents)).find({ filter: { key: { $in: keys } } });

    expect((await seed())?.stats).toMatchObject({ created: 86, rejected: 0 });
    expect((await starterEntries()).map((e) => e.key).sort()).toEqual([...keys].sort());
    expect(await countKnowledgeEntries(platform.documents)).toBe(87);

    expect(await seed()).toBeNull();
    expect(await countKnowledgeEntries(platform.documents)).toBe(87);

    const ctx = { platform, projectionTimeoutMs: 30_000 };
    const [first] = await starterEntries();
    await deleteKnowledgeEntry(ctx, first!.id, { actor: 'u_admin', correlationId: 'test' });
    expect(await seed()).toBeNull();
    expect(await countKnowledgeEntries(platform.documents)).toBe(86);
    expect(await getKnowledgeEntry(platform.documents, first!.id)).toBeNull();
  });

  describe('relevance in the four languages', () => {
    const events = Object.values(CORPUS).map((input) => create(input));
    const titles = (results: { entry: KnowledgeEntry }[]) => results.map((r) => r.entry.title);
    const search = (platform: Platform, query: string, language?: string) =>
      searchKnowledge(platform, { query, language, limit: 10, fuzzy: true });

    it('finds English misspelt, Malay, a Chinese substring and an Arabic word; priority breaks near ties', async () => {
      const platform = await given(events);
      expect(titles((await search(platform, 'emergancy', 'en')).results)).toEqual([
        'Emergency numbers',
        'Emergency shelters list',
      ]);
      expect(titles((await search(platform, 'banjir kilat')).results)).toEqual([
        'Banjir kilat di Kuala Lumpur',
      ]);
      expect(titles((await search(platform, 'kawasan rendah', 'ms')).results)).toEqual([
        'Banjir kilat di Kuala Lumpur',
      ]);
      expect(titles((await search(platform, '地铁')).results)).toEqual(['地铁线路']);
      expect(titles((await search(platform, '捷运', 'zh')).results)).toEqual(['地铁线路']);
      expect(titles((await search(platform, 'المسجد')).results)).toEqual(['المسجد الوطني']);
      expect(titles((await search(platform, 'كوالالمبور', 'ar')).results)).toEqual(['المسجد الوطني']);
      expect((await search(platform, 'emergency', 'ms')).results).toEqual([]);
    });

    it('answers what applies at a point: entries whose area covers it, and entries for everywhere', async () => {
      const klcc = { lat: 3.1579, lng: 101.7123 };
      const local = create({
        title: 'KLCC park jogging track',
        content: 'A 1.3 km rubber track.',
        language: 'en',
        location: { ...klcc, radius_m: 1000 },
      });
      const far = create({
        title: 'Johor Bahru jogging',
        content: 'Track at Dataran.',
        language: 'en',
        location: { lat: 1.4627, lng: 103.7646, radius_m: 1000 },
      });
      const platform = await given([...events, local, far]);
      const near = { lat: 3.1553, lng: 101.7145 };
      const { results } = await contextualKnowledge(platform, {
        location: near,
        language: 'en',
        scenario: 'jogging track',
        limit: 10,
      });
      expect(titles(results)).toEqual(['KLCC park jogging track']);
      expect(results[0]!.distance_m).toBeGreaterThan(300);
      const all = await contextualKnowledge(platform, { location: near, language: 'en', limit: 10 });
      expect(titles(all.results)).toEqual([
        'KLCC park jogging track',
        'Emergency numbers',
        'Emergency shelters list',
      ]);
      const outside = await contextualKnowledge(platform, {
        location: { lat: 3.2, lng: 101.6 },
        language: 'en',
        scenario: 'jogging',
        limit: 10,
      });
      expect(outside.results).toEqual([]);
    });

    it('relates entries by title and tags, leaving out the entry and its translations', async () => {
      const source = entryOf(events[0]!);
      const translation = create(
        { title: 'Emergency numbers', content: 'Hubungi 999.', language: 'en' },
        { translation_group: source.id, translated_from: source.id, needs_translation: false },
      );
      const platform = await given([...events, translation]);
      const { results } = await relatedKnowledge(platform, source, {
        limit: 10,
        includeLocationContext: false,
      });
      expect(titles(results)).toEqual(['Emergency shelters list']);
    });
  });
});
