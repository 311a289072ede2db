/**
 * The 1- and 2-character grams of a text, for the short-term search index (migration 0010): a trigram
 * index cannot answer a 2-character Chinese term such as 养老, so those searches would scan every row.
 * A text contains a term of one or two characters exactly when the term is one of its grams, so a gram
 * index answers them without recheck. Case-insensitive: both sides are lower-cased.
 *
 * SQLite stores the grams in an FTS5 table. Each gram is written as its code points in hex joined by `x`
 * (养老 → `517bx8001`), so every gram — punctuation, spaces, emoji included — is one plain ASCII token
 * that FTS5's `ascii` tokenizer keeps whole. PostgreSQL computes the same grams in SQL (0010's function).
 */

/** Terms up to this many characters are answered by the gram index; longer ones by the trigram index. */
export const GRAM_MAX_LENGTH = 2;

/** The FTS5 token of a gram of one or two characters. */
export function gramToken(gram: string): string {
  return [...gram].map((char) => char.codePointAt(0)!.toString(16)).join('x');
}

/** Every distinct 1- and 2-character gram of the lower-cased text, as FTS5 tokens joined by spaces. */
export function gramDocument(text: string): string {
  const chars = [...text.toLowerCase()].map((char) => char.codePointAt(0)!.toString(16));
  const tokens = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    tokens.add(chars[i]!);
    if (i + 1 < chars.length) tokens.add(`${chars[i]!}x${chars[i + 1]!}`);
  }
  return [...tokens].join(' ');
}
