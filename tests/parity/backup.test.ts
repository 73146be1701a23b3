import { PassThrough, Readable } from 'node:stream';
import { type Platform, restoreBackup, writeBackup } from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { collect, testEvent } from '../support/events.ts';
import { platformFactories, uniqueName } from '../support/platforms.ts';

/** Backup and restore of the event log on every backbone (on Kafka the log ends in markers). */
describe.each(platformFactories())('backup and restore: $name', (factory) => {
  const opened: Platform[] = [];
  const open = async () => {
    const platform = await factory.open(factory.newHome());
    opened.push(platform);
    return platform;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close()));
  });

  it('copies every event in order with its stream versions into an empty installation', async () => {
    const topic = uniqueName('t-backup');
    const source = await open();
    const subjects = ['a', 'b', 'c', 'd'];
    for (let round = 0; round < 3; round += 1)
      await source.eventLog.append(
        topic,
        subjects.map((s) => testEvent(s, round)),
        { expect: new Map([['a', { expected: round, next: round + 1 }]]) },
      );
    const chunks: Buffer[] = [];
    const out = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk));
    const manifest = await writeBackup(source.eventLog, out, { appVersion: 'parity', topics: [topic] });
    expect(manifest.events).toBe(12);
    expect(manifest.versions[topic]).toEqual({ a: 3 });

    const target = await open();
    await restoreBackup(target.eventLog, () => Readable.from([Buffer.concat(chunks)]));
    const copied = await collect(
      target.eventLog,
      { group: uniqueName('g'), topics: [topic], from: 'beginning' },
      (seen) => seen.length >= 12,
    );
    const order = (events: { event: { id: string; subject: string } }[], subject: string) =>
      events.filter((e) => e.event.subject === subject).map((e) => e.event.id);
    const originals = await collect(
      source.eventLog,
      { group: uniqueName('g'), topics: [topic], from: 'beginning' },
      (seen) => seen.length >= 12,
    );
    for (const subject of subjects) expect(order(copied, subject)).toEqual(order(originals, subject));
    expect((await target.eventLog.versions(topic, ['a', 'b'])).get('a')).toBe(3);
  });
});
