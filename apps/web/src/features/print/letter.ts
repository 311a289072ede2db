/** 「A类」: the class as the letter prints it; an empty class prints nothing. */
export function classMark(resultClass: string | null): string {
  const value = (resultClass ?? '').trim();
  if (!value) return '';
  return `「${value.endsWith('类') ? value : `${value}类`}」`;
}

/** '2026-11-22T…' → '2026年11月22日' (GB/T 9704: Arabic numerals, no leading zeros). */
export function letterDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
}

/** Non-empty paragraphs of the body; indentation typed by hand is dropped (the letter indents). */
export function bodyParagraphs(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''))
    .filter((line) => line.length > 0);
}

/** 「张三委员：」 — the first proposer, as the generated DOCX letter greets them. */
export function salutation(displayName: string): string {
  return `${displayName.replace(/^委员\s*/, '')}委员：`;
}
