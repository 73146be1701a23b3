// Runs in Node, where there is no DOM (neither jsdom nor happy-dom is installed): this proves the
// marked layer and the no-DOM fallback. DOMPurify itself runs in Chromium in the e2e test.
import { describe, expect, it } from 'vitest';
import { isSafeHref, markdownToHtml, renderMarkdown } from './markdown';

describe('markdownToHtml', () => {
  it('renders Markdown', () => {
    const html = markdownToHtml('## Reset your password\n\nOpen **Settings**, then [Help](/help).');
    expect(html).toContain('<h2>Reset your password</h2>');
    expect(html).toContain('<strong>Settings</strong>');
    expect(html).toContain('href="/help"');
  });

  it('removes <script> and other raw HTML', () => {
    const html = markdownToHtml(
      '<script>alert(1)</script>\n\nText <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<iframe/i);
    expect(html).toContain('Text');
  });

  it('removes javascript: links but keeps their text', () => {
    for (const source of ['[Go](javascript:alert(1))', '[Go](JAVASCRIPT:alert(1))']) {
      expect(markdownToHtml(source)).not.toMatch(/href=|javascript:/i);
    }
    // An autolink to an unsafe scheme stays plain text, never a link.
    expect(markdownToHtml('<javascript:alert(1)>')).not.toContain('href=');
    expect(markdownToHtml('[Go](javascript:alert(1))')).toContain('Go');
  });
});

describe('isSafeHref', () => {
  it('allows web, mail, phone and relative links only', () => {
    expect(isSafeHref('https://www.mot.gov.my')).toBe(true);
    expect(isSafeHref('tel:999')).toBe(true);
    expect(isSafeHref('/help/kb_1')).toBe(true);
    expect(isSafeHref('java\nscript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
  });
});

describe('renderMarkdown without a DOM', () => {
  it('escapes the text rather than returning markup it could not sanitise', () => {
    const html = renderMarkdown('<script>alert(1)</script>');
    expect(html).not.toContain('<script');
    expect(html).toBe('<pre>&#60;script&#62;alert(1)&#60;/script&#62;</pre>');
  });
});
