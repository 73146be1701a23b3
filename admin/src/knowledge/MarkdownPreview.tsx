import { Box } from '@mui/material';
import { useMemo } from 'react';
import { renderMarkdown } from './renderMarkdown';
import { textDirection } from './languages';

/** Rendered Markdown, sanitised (renderMarkdown), in the entry's language and direction. */
export const MarkdownPreview = ({
  text,
  language,
  label,
}: {
  text: string;
  language?: string;
  label: string;
}) => {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <Box
      role="region"
      aria-label={label}
      data-testid="markdown-preview"
      lang={language}
      dir={textDirection(language)}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        py: 1,
        minHeight: '12rem',
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%' },
        '& pre': { whiteSpace: 'pre-wrap' },
      }}
      // Safe: renderMarkdown sanitises with DOMPurify (and escapes everything without a DOM).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
};
