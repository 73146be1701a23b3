// npm run transit:build — compiles data/transit/feeds into data/transit/timetable.bin.gz.
import { fileURLToPath } from 'node:url';
import { writeTimetable } from '@pintar/core/transit/build/build.ts';

const dataFolder = fileURLToPath(new URL('../../data', import.meta.url));
try {
  const started = performance.now();
  const { timetable, bytes, warnings } = writeTimetable(dataFolder);
  for (const warning of warnings) process.stderr.write(`warning: ${warning}\n`);
  process.stdout.write(
    `timetable: ${timetable.stops.ids.length} stops, ${timetable.lines.length} lines, ` +
      `${timetable.patterns.line.length} patterns, ${timetable.trips.headsign.length} trips, ` +
      `${timetable.trips.times.length / 2} stop times, ${timetable.index.transferTo.length} transfers; ` +
      `${(bytes.length / 1e6).toFixed(2)} MB in ${Math.round(performance.now() - started)} ms\n`,
  );
} catch (error) {
  process.stderr.write(`transit:build failed: ${(error as Error).message}\n`);
  process.exit(1);
}
