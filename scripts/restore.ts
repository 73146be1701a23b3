// npm run restore -- <backup.jsonl.gz>: replays a backup (GET /api/system/backup) into an empty
// installation (the data folder or engines of the environment). The whole file is checked first
// (format version, manifest, SHA-256 checksums, installation empty); on any refusal nothing is
// written. Start Pintar afterwards: its projectors build every read model from the restored log.
import { createReadStream, existsSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { ConfigError, loadPlatformSettings, openPlatform, RestoreRefused, restoreBackup } from '@pintar/core';

const [file] = process.argv.slice(2);
if (!file || !existsSync(file)) {
  console.error('usage: npm run restore -- <backup.jsonl.gz>');
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
const platform = await openPlatform(settings, `pintar-restore-${process.pid}`);
const started = performance.now();
try {
  const manifest = await restoreBackup(platform.eventLog, () => createReadStream(file).pipe(createGunzip()), {
    onProgress: (done, total) => {
      if (done % 100_000 < 1000) console.log(`${done} / ${total} events`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`restored ${manifest.events} events in ${seconds} s; start Pintar to project them`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`Restore refused (${error.code}): ${error.message} Nothing was written.`);
  process.exitCode = 65;
} finally {
  await platform.close();
}
