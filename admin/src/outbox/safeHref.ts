/**
 * The mail's link as an href, or null when it is not a web address. The text comes from the
 * server, but a `javascript:` or `data:` link must never become clickable in the admin panel.
 */
export const safeHref = (link: unknown, origin: string): string | null => {
  if (typeof link !== 'string' || !link.trim()) return null;
  let url: URL;
  try {
    url = new URL(link.trim(), origin);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
};
