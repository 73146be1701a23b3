// The entry preview's Markdown: the sanitised renderer (marked and DOMPurify) shared with the web
// app. Entries are stored as written (docs/knowledge.md), so their text is untrusted here.
export { escapeHtml, isSafeHref, markdownToHtml, renderMarkdown } from '@pintar/contracts/client/markdown';
