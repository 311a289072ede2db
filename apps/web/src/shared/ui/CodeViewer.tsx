import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenize, type TokenKind } from './highlight';

const COLOURS: Record<TokenKind, string | undefined> = {
  comment: '#94a3b8',
  string: '#a5d6a7',
  keyword: '#c792ea',
  number: '#f78c6c',
  tag: '#82aaff',
  punctuation: '#89ddff',
  plain: undefined,
};

/** Read-only code block with syntax highlighting and a copy button (used by docs and coming-soon pages). */
export function CodeViewer({ code, language = 'js' }: { code: string; language?: string }) {
  const { t } = useTranslation();
  const tokens = useMemo(() => tokenize(code.replace(/^\n+|\s+$/g, ''), language), [code, language]);
  return (
    <Box sx={{ position: 'relative', my: 2 }} data-testid="code-viewer">
      <IconButton
        size="small"
        aria-label={t('copy')}
        onClick={() => void navigator.clipboard?.writeText(code)}
        sx={{ position: 'absolute', top: 6, right: 6, color: '#cbd5e1' }}
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={`${language} code`}
        sx={{
          m: 0,
          p: 2,
          pr: 6,
          borderRadius: 2,
          overflowX: 'auto',
          bgcolor: '#1e293b',
          color: '#e2e8f0',
          fontSize: 13,
          lineHeight: 1.6,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        }}
      >
        <code className={`language-${language}`}>
          {tokens.map((token, index) =>
            COLOURS[token.kind] ? (
              <span key={index} style={{ color: COLOURS[token.kind] }} data-token={token.kind}>
                {token.text}
              </span>
            ) : (
              token.text
            ),
          )}
        </code>
      </Box>
    </Box>
  );
}
