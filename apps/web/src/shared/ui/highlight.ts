/**
 * A tiny syntax highlighter for the code viewer (JS/TS/JSX, JSON, CSS, HTML, shell-ish text): it splits code
 * into tokens of a few kinds. Deliberately small; no grammar per language.
 */
export type TokenKind = 'comment' | 'string' | 'keyword' | 'number' | 'tag' | 'punctuation' | 'plain';
export interface Token {
  kind: TokenKind;
  text: string;
}

const KEYWORDS = new Set(
  'import export from default const let var function return if else for while do switch case break continue new class extends interface type enum async await try catch finally throw typeof instanceof in of true false null undefined this void as public private readonly static yield'.split(
    ' ',
  ),
);

const PATTERN =
  /(\/\/[^\n]*|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|#[^\n]*)|("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|(<\/?[A-Za-z][\w.-]*|\/?>)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)|([{}()[\];,.=:+\-*/<>!?&|]+)/g;

export function tokenize(code: string, language = 'js'): Token[] {
  const tokens: Token[] = [];
  const hashComments = language === 'bash' || language === 'sh' || language === 'yaml';
  let last = 0;
  for (const match of code.matchAll(PATTERN)) {
    const index = match.index;
    if (index > last) tokens.push({ kind: 'plain', text: code.slice(last, index) });
    const [text, comment, string, tag, number, word] = match;
    let kind: TokenKind = 'punctuation';
    if (comment !== undefined) kind = comment.startsWith('#') && !hashComments ? 'plain' : 'comment';
    else if (string !== undefined) kind = 'string';
    else if (tag !== undefined) kind = 'tag';
    else if (number !== undefined) kind = 'number';
    else if (word !== undefined) kind = KEYWORDS.has(word) ? 'keyword' : 'plain';
    tokens.push({ kind, text });
    last = index + text.length;
  }
  if (last < code.length) tokens.push({ kind: 'plain', text: code.slice(last) });
  return tokens;
}
