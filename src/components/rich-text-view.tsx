import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { isRichText, plainTextToHtml, richTextSanitizer } from '@common/rich-text';

let sanitizer: ((html: string) => string) | undefined;

/**
 * Card content as HTML the page may hold: sanitised again in the browser with the server's policy
 * (common/rich-text.ts), whatever the server sent; older plain-text cards become escaped paragraphs.
 */
export function safeRichText(content: string): string {
  sanitizer ??= richTextSanitizer(DOMPurify(window));
  return sanitizer(isRichText(content) ? content : plainTextToHtml(content));
}

export interface RichTextViewProps {
  /** Card content: rich text from the editor, or older plain text. */
  content: string;
  sx?: SxProps<Theme>;
}

/** The content of a news card (every-mother news, a subsidy-contest announcement), typeset for reading. */
export function RichTextView({ content, sx }: RichTextViewProps) {
  const html = useMemo(() => safeRichText(content), [content]);
  return (
    <Box
      className="rich-text"
      sx={[
        (theme) => ({
          ...theme.typography.body1,
          overflowWrap: 'anywhere',
          '& p': { mt: 0, mb: 2 },
          '& h2': { ...theme.typography.h6, fontSize: '1.25rem', mt: 3, mb: 1 },
          '& h3': { ...theme.typography.subtitle1, fontWeight: 700, mt: 2, mb: 1 },
          '& ul, & ol': { mt: 0, mb: 2, pl: 3 },
          '& li': { mb: 0.5 },
          '& blockquote': {
            m: 0,
            mb: 2,
            py: 1,
            px: 2,
            borderLeft: `4px solid ${theme.palette.primary.main}`,
            bgcolor: 'grey.50',
          },
          '& a': { color: 'primary.main' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // Sanitised just above with the portal's allow-list: no script, handler or javascript: link survives.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
