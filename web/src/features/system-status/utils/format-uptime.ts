export type UptimeText =
  | { key: 'days'; values: { days: number; hours: number } }
  | { key: 'hours'; values: { hours: number; minutes: number } }
  | { key: 'minutes'; values: { minutes: number } }
  | { key: 'seconds'; values: { seconds: number } };

/**
 * Splits a measured uptime into the two most significant units ("Up 3 h 12 min"); the caller
 * turns the key into text through i18n (`uptime.<key>`). Units are floored: never overstated.
 */
export function formatUptime(uptimeSeconds: number): UptimeText {
  const total = Math.max(0, Math.floor(Number.isFinite(uptimeSeconds) ? uptimeSeconds : 0));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  if (days > 0) return { key: 'days', values: { days, hours } };
  if (hours > 0) return { key: 'hours', values: { hours, minutes } };
  if (minutes > 0) return { key: 'minutes', values: { minutes } };
  return { key: 'seconds', values: { seconds: total } };
}
