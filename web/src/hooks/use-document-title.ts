import { useEffect } from 'react';

const SUFFIX = 'Pintar';

/** Browser tab title; screen readers also announce it when a page is opened. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SUFFIX}` : SUFFIX;
  }, [title]);
}
