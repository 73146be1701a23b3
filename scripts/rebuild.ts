// npm run rebuild -- <projection> [...]   (or --all): replays the event log from position zero into
// fresh collections and indexes and swaps them in while Pintar keeps answering queries.
import { ConfigError, loadPlatformSettings, openPlatform, rebuildProjection } from '@pintar/core';
import { PROJECTIONS } from '@pintar/workers';

const names = process.argv.slice(2);
const known = PROJECTIONS.map((p) => p.name);
if (names.length === 0) {
  console.error(`usage: npm run rebuild -- <projection ...> | --all\nprojections: ${known.join(', ')}`);
  process.exit(64);
}
const chosen = names.includes('--all') ? PROJECTIONS : PROJECTIONS.filter((p) => names.includes(p.name));
const unknown = names.filter((n) => n !== '--all' && !known.includes(n));
if (unknown.length) {
  console.error(`unknown projection: ${unknown.join(', ')}; known: ${known.join(', ')}`);
  process.exit(64);
}

let settings;
try {
  settings = loadPlatformSettings(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(78);
}
const platform = await openPlatform(settings, `pintar-rebuild-${process.pid}`);
try {
  for (const projection of chosen) {
    if (projection.target === 'search' && !platform.search.durable) {
      console.log(
        `${projection.name}: the embedded search index lives in memory and is rebuilt at every start`,
      );
      continue;
    }
    const result = await rebuildProjection(platform.eventLog, platform, projection);
    console.log(
      `${result.projection}: ${result.events} events replayed and swapped in (${result.durationMs} ms)`,
    );
  }
} finally {
  await platform.close();
}
