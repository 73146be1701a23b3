// Markdown to safe HTML, once for both apps: the web app's help articles and chat answers, the
// admin's knowledge-entry preview. Entries and answers are untrusted here. Two layers: marked drops
// raw HTML and unsafe link schemes (testable without a browser), and DOMPurify sanitises what
// marked produced (the guarantee, in the browser). Links open in a new tab without a handle on
// this page (so following one from the admin's preview never leaves unsaved edits).
// (Imports use the package's own name: the apps' bundler settings refuse a .ts extension.)
import { escapeHtml, isSafeHref } from '@pintar/contracts/client/safe-href';
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';

export { escapeHtml, isSafeHref };

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
export function markdownToHtml(text: string): string {
  return marked.parse(text, { async: false });
}

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null | undefined;

// This module is also type-checked without the DOM library (contracts run in Node too), so the
// browser's window and elements are described by the little that is used of them.
type WindowLike = Parameters<typeof DOMPurify>[0];
interface ElementLike {
  tagName: string;
  hasAttribute: (name: string) => boolean;
  setAttribute: (name: string, value: string) => void;
}

// Our own DOMPurify instance, so the link hook below changes nobody else's sanitising.
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const browser = (globalThis as { window?: WindowLike }).window;
  const instance = browser ? DOMPurify(browser) : null;
  purifier = instance?.isSupported ? instance : null;
  purifier?.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as ElementLike;
    if (element.tagName !== 'A' || !element.hasAttribute('href')) return;
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Safe HTML for `text`. Without a DOM DOMPurify cannot sanitise (it would hand the input back), so
 * then the text is only escaped: never unsanitised markup.
 */
export function renderMarkdown(text: string): string {
  const purify = getPurifier();
  if (!purify) return `<pre>${escapeHtml(text)}</pre>`;
  return purify.sanitize(markdownToHtml(text), { USE_PROFILES: { html: true } });
}
