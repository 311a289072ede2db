import type { WordImportProposerRole } from '@cppcc/contracts';
import type { Block, ParagraphBlock } from './document-blocks';
import { HEADING_WORDS, LABELS, NAME_HEADERS, RUNNING_SECTIONS, type Section } from './labels';

/** What the rules found in a document: the editor's fields, the proposers' names and what was left. */
export interface Recognized {
  title: string;
  analysis: string;
  suggestions: string;
  contactName: string;
  contactPhone: string;
  contactAddress: string;
  proposers: { name: string; role: WordImportProposerRole }[];
  unplaced: string[];
}

/** An ordinal before a heading: 一、 （一） 1. 1、 第一部分 */
const ORDINAL =
  /^\s*(?:[一二三四五六七八九十]+\s*[、.．]|[（(]\s*[一二三四五六七八九十\d]+\s*[)）]|\d+\s*[、.．)）]|第[一二三四五六七八九十]+(?:部分|条|项)?[、:：]?)\s*/;
const SEPARATOR = /^\s*[:：]\s*/;
const SENTENCE_MARK = /[。，,；;！？!?]/;
const HEADING_MAX = 20;
const NAME_MAX = 20;

interface LabelMatch {
  section: Section;
  /** The text after the label ('' when the label stands alone). */
  value: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label written with spaces between its characters ("案  由", "提 案 人") still matches. */
const labelPattern = (label: string) =>
  new RegExp(`^${[...label].map(escapeRegExp).join('[\\s\\u3000]*')}`, 'i');
const PATTERNS = LABELS.flatMap(([section, labels]) =>
  labels.map((label) => ({ section, pattern: labelPattern(label) })),
);

/** The label a text starts with, when what follows is nothing or a colon and a value. */
export function matchLabel(text: string): LabelMatch | null {
  const rest = text.replace(ORDINAL, '');
  for (const { section, pattern } of PATTERNS) {
    const found = pattern.exec(rest);
    if (!found) continue;
    const after = rest.slice(found[0].length);
    if (after.trim() === '') return { section, value: '' };
    if (SEPARATOR.test(after)) return { section, value: after.replace(SEPARATOR, '').trim() };
  }
  return null;
}

/** A short heading-like paragraph naming a section with other words ("三、几点建议"). */
function matchHeading(block: ParagraphBlock): Section | null {
  const text = block.text.trim();
  const looksLikeHeading =
    block.heading || (block.boldLead !== '' && block.boldLead === text) || ORDINAL.test(text);
  if (!looksLikeHeading || text.length > HEADING_MAX || SENTENCE_MARK.test(text)) return null;
  const rest = text.replace(ORDINAL, '');
  for (const [section, words] of HEADING_WORDS) if (words.some((word) => rest.includes(word))) return section;
  return null;
}

/** "张三、李四（经济界）, 王五" → the names; null when a part is too long or has digits to be a name. */
export function splitNames(text: string): string[] | null {
  const parts = text
    .replace(/[（(][^）)]*[）)]/g, ' ')
    .split(/[、,，;；\n\u3000]+/)
    .flatMap((part) => (/^[\p{Script=Han}·\s]+$/u.test(part.trim()) ? part.trim().split(/\s+/) : [part]))
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.some((part) => part.length > NAME_MAX || /\d/.test(part))) return null;
  return parts;
}

const isTitleLike = (block: ParagraphBlock) =>
  block.text.length <= 200 &&
  (block.heading ||
    (block.boldLead !== '' && block.boldLead === block.text) ||
    /^关于.+的(?:提案|建议)$/.test(block.text));

/** Reads the blocks of a proposal form into the editor's fields; whatever fits no rule is `unplaced`. */
export function recognize(blocks: readonly Block[]): Recognized {
  const result: Recognized = {
    title: '',
    analysis: '',
    suggestions: '',
    contactName: '',
    contactPhone: '',
    contactAddress: '',
    proposers: [],
    unplaced: [],
  };
  const preamble: ParagraphBlock[] = [];
  let seenLabel = false;
  let current: Section | null = null;
  let nameColumn = -1;
  /** The title taken from the text before the first label, and where it stood among the text left. */
  let guess: { text: string; at: number } | null = null;

  const place = (given: Section, text: string, inline = false): boolean => {
    const value = text.trim();
    if (value === '') return true;
    const section = given === 'subject' ? subjectAs(value, inline) : given;
    if (section === 'proposer' || section === 'cosigner') {
      const names = splitNames(value);
      if (!names) return false;
      for (const name of names) result.proposers.push({ name, role: section });
      return true;
    }
    if (section === 'title' && guess) {
      // A labelled title outranks the guess, which goes back among the text not placed.
      result.unplaced.splice(guess.at, 0, guess.text);
      result.title = '';
      guess = null;
    }
    if (section === 'analysis' || section === 'suggestions')
      result[section] = result[section] ? `${result[section]}\n${value}` : value;
    else result[section] = result[section] ? `${result[section]} ${value}` : value;
    return true;
  };

  /**
   * 案由 is the title when it is one short line and no title was labelled ("案由：关于…" or a form's 案由
   * row; a heading's first line only when nothing looked like a title before it); otherwise the heading of
   * the situation, which then runs on as the analysis.
   */
  const subjectAs = (value: string, inline: boolean): 'title' | 'analysis' => {
    const free = result.title === '' || (inline && guess !== null);
    if (free && value.length <= 200 && !value.includes('\n')) {
      if (current === 'subject') current = 'analysis';
      return 'title';
    }
    if (current === 'subject') current = 'analysis';
    return 'analysis';
  };

  const open = (match: LabelMatch) => {
    if (!seenLabel) flushPreamble();
    seenLabel = true;
    nameColumn = -1;
    current = match.value === '' || RUNNING_SECTIONS.has(match.section) ? match.section : null;
    if (!place(match.section, match.value, true)) result.unplaced.push(match.value);
  };

  /** The text before the first label: the title (a 关于…的提案 line first, else a heading), the rest left. */
  const flushPreamble = () => {
    const pick =
      result.title === ''
        ? (preamble.find((block) => /^关于/.test(block.text) && isTitleLike(block)) ??
          preamble.find(isTitleLike))
        : undefined;
    for (const block of preamble) {
      if (block === pick) {
        result.title = block.text;
        guess = { text: block.text, at: result.unplaced.length };
      } else result.unplaced.push(block.text);
    }
    preamble.length = 0;
  };

  const labelOfParagraph = (block: ParagraphBlock): LabelMatch | null => {
    const whole = matchLabel(block.text);
    if (whole) return whole;
    // A bold label without a colon: "提案人 张三" with 提案人 in bold.
    const bold = block.boldLead ? matchLabel(block.boldLead) : null;
    if (bold && bold.value === '')
      return { section: bold.section, value: block.text.slice(block.boldLead.length).trim() };
    const heading = matchHeading(block);
    return heading ? { section: heading, value: '' } : null;
  };

  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      if (block.text.trim() === '') continue;
      const label = labelOfParagraph(block);
      if (label) open(label);
      else if (!seenLabel) preamble.push(block);
      else if (current && place(current, block.text)) continue;
      else result.unplaced.push(block.text);
      continue;
    }
    for (const row of block.rows) {
      const cells = row.map((cell) => cell.trim());
      if (cells.every((cell) => cell === '')) continue;
      const pairs = labelledPairs(cells);
      if (pairs.length > 0) {
        for (const pair of pairs) open(pair);
        continue;
      }
      if (!seenLabel) {
        result.unplaced.push(cells.filter(Boolean).join(' | '));
        continue;
      }
      if (current === 'proposer' || current === 'cosigner') {
        const header = cells.findIndex((cell) => NAME_HEADERS.includes(cell.toLowerCase()));
        if (header >= 0) {
          nameColumn = header;
          continue;
        }
        const column = Math.max(nameColumn, 0);
        const others = cells.filter((cell, index) => index !== column && cell !== '');
        if (place(current, cells[column] ?? '')) {
          if (others.length > 0) result.unplaced.push(others.join(' | '));
          continue;
        }
      } else if (current && place(current, cells.filter(Boolean).join(' | '))) continue;
      result.unplaced.push(cells.filter(Boolean).join(' | '));
    }
  }
  if (!seenLabel) flushPreamble();
  return result;
}

/**
 * A form's row: "标题 | 关于…", "提案人 | 张三 | 联系电话 | 138…", or "提案人：张三" in one cell. Each label
 * cell takes the cells after it up to the next label. No pairs when the row starts with anything else.
 */
function labelledPairs(cells: readonly string[]): LabelMatch[] {
  const groups: { match: LabelMatch; values: string[] }[] = [];
  for (const cell of cells) {
    if (cell === '') continue;
    const match = matchLabel(cell);
    const last = groups.at(-1);
    if (match) groups.push({ match, values: [match.value] });
    else if (last) last.values.push(cell);
    else return [];
  }
  return groups.map(({ match, values }) => ({
    section: match.section,
    value: values.filter(Boolean).join('\n'),
  }));
}
