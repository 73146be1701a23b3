// Figures and user words as answers show them. Figures are only ever derived from tool results
// (metres to km, seconds to minutes), never made up, so the check can trace them back.

const METRES_PER_MILE = 1609.344;

export function formatDistance(metres: number, units: 'metric' | 'imperial'): string {
  if (units === 'imperial') return `${(metres / METRES_PER_MILE).toFixed(1)} mi`;
  if (metres < 1000) return `${Math.round(metres / 10) * 10} m`;
  const km = metres / 1000;
  return Number.isInteger(km) ? `${km} km` : `${km.toFixed(1)} km`;
}

/**
 * A timetable time (`HH:MM`, Malaysia's) on the reader's clock: as given on a 24-hour clock, else
 * as the web app's cards write it (Intl, Malaysia's zone, two-digit hour), so text and card agree.
 */
export function clockText(hhmm: string, cycle: '12h' | '24h' | undefined, language: string): string {
  if (cycle !== '12h' || !/^\d{2}:\d{2}$/.test(hhmm)) return hhmm;
  return new Intl.DateTimeFormat(language, {
    timeZone: 'Asia/Kuala_Lumpur',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h12',
  }).format(new Date(`2000-01-01T${hhmm}:00+08:00`));
}

/** User text quoted back: Markdown and HTML characters lose their meaning, length is capped. */
export function quote(text: string, max = 60): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]#|~])/g, '\\$1');
}

export function fill(template: string, vars: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''));
}

/** The first paragraph of a knowledge entry (Markdown), cut at a sentence near `max` characters. */
export function excerpt(markdown: string, max = 400): string {
  const paragraph = markdown.split(/\n\s*\n/).find((p) => p.trim()) ?? '';
  const flat = paragraph.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('。'));
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}
