/**
 * How deep an uploaded JSON file may nest arrays and objects. A place file needs 3 levels
 * (`[{ "location": {} }]`), a knowledge file 4 (`{ "entries": [{ "tags": [] }] }`); 32 leaves room
 * for files written by other tools and refuses hostile ones.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, in one pass that stops at the
 * first bracket too deep. `JSON.parse` of a 9 MB file nested 4.5 million levels deep builds
 * every level (about a second on the request thread, every other request waiting) before
 * anything could refuse it; this finds it at byte `max + 1`. Brackets inside strings do not
 * count. The text need not be valid JSON: `JSON.parse` judges that afterwards.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** The message a file nested too deep is refused with. */
export const tooDeepMessage = (max = MAX_JSON_DEPTH): string =>
  `The JSON file nests arrays or objects more than ${max} levels deep.`;
