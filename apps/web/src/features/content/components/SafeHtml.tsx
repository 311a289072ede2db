import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A help article's HTML. The server sanitized it when it was written; DOMPurify checks it again here (the
 * architecture's rule for HTML from data).
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
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
