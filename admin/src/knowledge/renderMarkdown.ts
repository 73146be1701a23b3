// Markdown to safe HTML for the entry preview. Entries are stored as written (docs/knowledge.md),
// so everything an editor or an import wrote is treated as untrusted here. Two layers: marked is
// told to drop raw HTML and unsafe link schemes (testable without a browser), and DOMPurify
// sanitises whatever marked produced (the guarantee, in the browser).
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Browsers ignore control characters and spaces inside a scheme ("java\tscript:"). */
const withoutControlCharacters = (text: string) =>
  [...text].filter((char) => char.charCodeAt(0) > 0x20 && !(char >= '\u007f' && char <= '\u009f')).join('');

/** Relative links and http(s), mailto and tel links only. */
export const isSafeHref = (href: string): boolean => {
  const scheme = SCHEME.exec(withoutControlCharacters(href))?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Content is Markdown; raw HTML (and so any <script>) is left out rather than interpreted.
    html: () => '',
    link(token: Tokens.Link) {
      return isSafeHref(token.href) ? false : this.parser.parseInline(token.tokens);
    },
    image(token: Tokens.Image) {
      return isSafeHref(token.href) ? false : escapeHtml(token.text);
    },
  },
});

/** marked's output with raw HTML and unsafe links removed, before DOMPurify. */
export const markdownToHtml = (text: string): string => marked.parse(text, { async: false });

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null | undefined;

/** One DOMPurify instance of our own, so its link hook changes nobody else's sanitising. */
const getPurifier = (): Purifier | null => {
  if (purifier !== undefined) return purifier;
  const instance = typeof window === 'undefined' ? null : DOMPurify(window);
  purifier = instance?.isSupported ? instance : null;
  // Links in a preview open beside the form, so following one never leaves unsaved edits.
  purifier?.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
};

/**
 * Safe HTML for `text`. Without a DOM DOMPurify cannot sanitise (it would hand the input back),
 * so then the text is only escaped: never unsanitised markup.
 */
export const renderMarkdown = (text: string): string => {
  const purify = getPurifier();
  if (!purify) return `<pre>${escapeHtml(text)}</pre>`;
  return purify.sanitize(markdownToHtml(text), { USE_PROFILES: { html: true } });
};
