import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { renderMarkdown } from '../../../lib/markdown';
import { textDirection } from '../help-language';

/** An article's Markdown, sanitised (lib/markdown), in its language and writing direction. */
export function MarkdownContent({ text, language }: { text: string; language: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <Box
      lang={language}
      dir={textDirection(language)}
      data-testid="help-article-content"
      sx={{
        overflowWrap: 'anywhere',
        '& :first-of-type': { mt: 0 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%' },
        '& pre': { whiteSpace: 'pre-wrap' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
      }}
      // Safe: renderMarkdown sanitises with DOMPurify (and only escapes text without a DOM).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
