import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from data (a mail's message, a help article, a course step). The server sanitized it when it was stored;
 * DOMPurify checks it again here (the architecture's rule for any HTML from data), keeping links'
 * new-window target.
 */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }), [html]);
  return (
    <Box
      data-testid={testId}
      sx={{
        typography: 'body1',
        lineHeight: 1.8,
        wordBreak: 'break-word',
        '& p': { my: 1 },
        '& ul': { pl: 3 },
        '& blockquote': { ml: 0, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
