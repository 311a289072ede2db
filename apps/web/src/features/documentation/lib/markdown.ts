import { Lexer, Parser, type Token } from 'marked';

/**
 * A documentation page's Markdown, cut into blocks: fenced code becomes its own block (shown by the shared
 * code viewer with highlighting and a copy button), everything between is rendered to HTML by marked.
 */
export type DocBlock = { kind: 'html'; html: string } | { kind: 'code'; code: string; language: string };

export function markdownBlocks(source: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  let pending: Token[] = [];
  const flush = () => {
    if (pending.length > 0) blocks.push({ kind: 'html', html: Parser.parse(pending) });
    pending = [];
  };
  for (const token of new Lexer().lex(source)) {
    if (token.type === 'code') {
      flush();
      blocks.push({ kind: 'code', code: String(token.text), language: String(token.lang || 'text') });
    } else pending.push(token);
  }
  flush();
  return blocks;
}
