// The sanitised Markdown renderer (marked and DOMPurify) is shared with the admin app; this module
// stays the web app's entry to it, loaded on demand by use-markdown.ts.
export { escapeHtml, isSafeHref, markdownToHtml, renderMarkdown } from '@pintar/contracts/client/markdown';
