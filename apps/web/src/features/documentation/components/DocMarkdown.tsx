import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { CodeViewer } from '../../../shared/ui/CodeViewer';
import { markdownBlocks } from '../lib/markdown';

/**
 * A documentation page's text. The Markdown is ours (in the repository), but the HTML still goes through
 * DOMPurify as any HTML does here. Links to the app's own pages move inside the app (no reload).
 */
export function DocMarkdown({ source }: { source: string }) {
  const navigate = useNavigate();
  const blocks = useMemo(
    () =>
      markdownBlocks(source).map((block) =>
        block.kind === 'html' ? { ...block, html: DOMPurify.sanitize(block.html) } : block,
      ),
    [source],
  );
  const followInside = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box
      data-testid="doc-markdown"
      onClick={followInside}
      sx={{
        typography: 'body1',
        lineHeight: 1.8,
        '& h2': { typography: 'h5', mt: 4, mb: 1 },
        '& h3': { typography: 'h6', mt: 3, mb: 1 },
        '& a': { color: 'primary.main' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
        '& blockquote': { ml: 0, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
      }}
    >
      {blocks.map((block, index) =>
        block.kind === 'code' ? (
          <CodeViewer key={index} code={block.code} language={block.language} />
        ) : (
          <div key={index} dangerouslySetInnerHTML={{ __html: block.html }} />
        ),
      )}
    </Box>
  );
}
