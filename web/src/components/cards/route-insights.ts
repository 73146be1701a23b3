import { useServerText } from './server-text';

/**
 * A route insight in the reader's language. The timetable's "timetable as of …" opening is left
 * out: the journey already says the timetable's date, without the feed ids the label carries.
 */
export function useInsightText() {
  const serverText = useServerText();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (/^timetable as of /.test(message)) {
      const rest = message.replace(/^timetable as of [^.]*\.\s*/, '');
      return rest ? serverText(rest) : undefined;
    }
    return serverText(message);
  };
}
