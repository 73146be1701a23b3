// The renderer both apps use. Runs in Node, where there is no DOM (neither jsdom nor happy-dom is installed): this proves the
// marked layer and the no-DOM fallback. DOMPurify itself is exercised in Chromium by the e2e test.
import { describe, expect, it } from 'vitest';
import { isSafeHref, markdownToHtml, renderMarkdown } from './markdown.ts';

describe('markdownToHtml', () => {
  it('renders Markdown', () => {
    const html = markdownToHtml('# MRT hours\n\nTrains run **daily**.\n\n- one\n- two');
    expect(html).toContain('<h1>MRT hours</h1>');
    expect(html).toContain('<strong>daily</strong>');
    expect(html).toContain('<li>one</li>');
  });

  it('removes iframes', () => {
    const html = markdownToHtml('Text <iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<iframe/i);
    expect(html).toContain('Text');
  });

  it('removes <script> blocks and inline HTML, keeping the text around them', () => {
    const html = markdownToHtml(
      'Before\n\n<script>alert(1)</script>\n\nAfter <img src=x onerror="alert(2)"> end',
    );
    expect(html).not.toMatch(/<script|<img|onerror/i);
    expect(html).toContain('Before');
    expect(html).toContain('After');
  });

  it('removes javascript: links, keeping their text', () => {
    for (const source of [
      '[click me](javascript:alert(1))',
      '[click me](JaVaScRiPt:alert(1))',
      '[click me](vbscript:msgbox(1))',
      '[click me](data:text/html,<script>alert(1)</script>)',
    ]) {
      const html = markdownToHtml(source);
      expect(html).not.toMatch(/href|javascript:|vbscript:|data:/i);
      expect(html).toContain('click me');
    }
    expect(markdownToHtml('<javascript:alert(1)>')).not.toContain('href');
    expect(markdownToHtml('![x](javascript:alert(1))')).not.toContain('<img');
  });

  it('keeps web, mail and relative links', () => {
    expect(markdownToHtml('[Pintar](https://pintar.my/help)')).toContain('href="https://pintar.my/help"');
    expect(markdownToHtml('[mail](mailto:help@pintar.my)')).toContain('href="mailto:help@pintar.my"');
    expect(markdownToHtml('[help](/help)')).toContain('href="/help"');
  });
});

describe('isSafeHref', () => {
  it('looks through control characters and spaces hidden in the scheme', () => {
    expect(isSafeHref('java\tscript:alert(1)')).toBe(false);
    expect(isSafeHref(' javascript:alert(1)')).toBe(false);
    expect(isSafeHref('java\u0000script:alert(1)')).toBe(false);
    expect(isSafeHref('https://example.my')).toBe(true);
    expect(isSafeHref('#section')).toBe(true);
    expect(isSafeHref('tel:999')).toBe(true);
    expect(isSafeHref('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
  });
});

describe('renderMarkdown without a DOM', () => {
  it('escapes instead of returning markup DOMPurify could not check', () => {
    const html = renderMarkdown('<script>alert(1)</script> **bold**');
    expect(html).not.toContain('<script');
    expect(html).toBe('<pre>&#60;script&#62;alert(1)&#60;/script&#62; **bold**</pre>');
  });
});
