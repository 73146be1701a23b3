/** A record of counts as bars, largest first, at most `limit`. */
export function topEntries(
  counts: Record<string, number>,
  limit = 10,
): { labels: string[]; values: number[] } {
  const rows = Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit);
  return { labels: rows.map(([k]) => k), values: rows.map(([, v]) => v) };
}
