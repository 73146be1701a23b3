// Markdown to safe HTML for help articles. Knowledge entries are stored as written, so their text
// is untrusted here. Two layers: marked drops raw HTML and unsafe link schemes (testable without
// a browser), and DOMPurify sanitises what marked produced (the guarantee, in the browser).
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { escapeHtml, isSafeHref } from './safe-href';

export { escapeHtml, isSafeHref };

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Articles are Markdown; raw HTML (and so any <script>) is left out rather than interpreted.
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

// Our own DOMPurify instance, so the link hook below changes nobody else's sanitising.
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const instance = typeof window === 'undefined' ? null : DOMPurify(window);
  purifier = instance?.isSupported ? instance : null;
  // A link in an article opens in a new tab, without giving that page a handle on this one.
  purifier?.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
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
