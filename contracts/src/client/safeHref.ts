// Link and text checks shared by the Markdown renderer (markdown.ts) and plain views (a source's
// link in the chat): kept apart so that using them does not bring marked and DOMPurify along.
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

// Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
function withoutControlCharacters(text: string): string {
  return [...text]
    .filter((char) => char.charCodeAt(0) > 0x20 && !(char >= '\u007f' && char <= '\u009f'))
    .join('');
}

/** Relative links and http(s), mailto and tel links only. */
export function isSafeHref(href: string): boolean {
  const scheme = SCHEME.exec(withoutControlCharacters(href))?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
