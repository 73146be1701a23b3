import Box, { type BoxProps } from '@mui/material/Box';
import { useMarkdownHtml } from '../lib/use-markdown';

/**
 * Markdown as sanitised HTML (lib/markdown: raw HTML dropped, DOMPurify), shown as plain text
 * until the renderer has loaded: the words are on screen at once either way.
 */
export function MarkdownText({ text, sx, ...rest }: { text: string } & Omit<BoxProps, 'children'>) {
  const html = useMarkdownHtml(text);
  if (html === null) {
    return (
      <Box {...rest} sx={[{ whiteSpace: 'pre-wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {text}
      </Box>
    );
  }
  // Safe: renderMarkdown drops raw HTML and sanitises with DOMPurify.
  return <Box {...rest} sx={sx} dangerouslySetInnerHTML={{ __html: html }} />;
}
