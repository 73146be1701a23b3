// The link and text checks live once, with the shared Markdown renderer (@pintar/contracts/client).
export { escapeHtml, isSafeHref } from '@pintar/contracts/client/safe-href';
