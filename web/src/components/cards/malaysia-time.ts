// Times on cards are Malaysia's (the timetable's and the answer text's), whatever zone the device
// is in, so a card and the sentence above it name the same clock time. 12- or 24-hour follows
// the user's settings.
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings-store';

export const MALAYSIA_ZONE = 'Asia/Kuala_Lumpur';
/** Malaysia keeps UTC+8 all year (no daylight saving). */
const MALAYSIA_OFFSET_MINUTES = -480;

export type HourCycle = '12h' | '24h';

/** `HH:MM` (or `h:MM AM`) in Malaysia's zone; unparseable input is returned unchanged. */
export function malaysiaTime(iso: string, cycle: HourCycle, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone: MALAYSIA_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: cycle === '12h' ? 'h12' : 'h23',
  }).format(date);
}

/** A date (and time, when it has one) in Malaysia's zone; a bare `YYYY-MM-DD` stays that day. */
export function malaysiaDate(iso: string, locale?: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00+08:00` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone: MALAYSIA_ZONE,
    dateStyle: 'medium',
    ...(dateOnly ? {} : { timeStyle: 'short' }),
  }).format(date);
}

/** Whether the device's clock reads differently from Malaysia's (then times say they are Malaysia's). */
export function deviceZoneDiffers(at = new Date()): boolean {
  return at.getTimezoneOffset() !== MALAYSIA_OFFSET_MINUTES;
}

/** The card's time formatters, in the reader's language and hour cycle. */
export function useMalaysiaTime() {
  const { i18n } = useTranslation();
  const cycle = useSettings().preferences.timeFormat;
  const locale = i18n.language;
  return {
    time: (iso: string | undefined) => (iso ? malaysiaTime(iso, cycle, locale) : undefined),
    date: (iso: string) => malaysiaDate(iso, locale),
    labelled: deviceZoneDiffers(),
  };
}
