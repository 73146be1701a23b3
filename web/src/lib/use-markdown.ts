import { useEffect, useMemo, useState } from 'react';

// The Markdown renderer (marked and DOMPurify, 26 KB gzip) loads with the first answer or article
// that needs it, not with the chat route: a new chat's welcome screen never shows Markdown.
type Render = (text: string) => string;
let render: Render | null = null;
let loading: Promise<Render> | null = null;

export function loadMarkdown(): Promise<Render> {
  loading ??= import('./markdown').then((module) => (render = module.renderMarkdown));
  return loading;
}

/**
 * `text` as sanitised HTML, or null until the renderer has loaded (callers show the text as plain
 * text meanwhile, so a streaming answer's first words never wait for it). If the chunk cannot load
 * (offline, a deploy replaced it) the text stays plain.
 */
export function useMarkdownHtml(text: string): string | null {
  const [ready, setReady] = useState(render !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadMarkdown().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return useMemo(() => (ready && render ? render(text) : null), [ready, text]);
}
