import type * as PinyinPro from 'pinyin-pro';
import { lazyRequire } from './lazyRequire';

const pinyinPro = lazyRequire<typeof PinyinPro>('pinyin-pro');

/**
 * The pinyin initials of a Chinese name, lower case: 市发展和改革委员会 → sfzhggwyh, 发改委 → fgw.
 * Letters and digits in the name are kept as they are (ABC 公司 → abcgs); anything else is dropped.
 * pinyin-pro reads words in context, so polyphones take their usual reading (银行 → yh, 市长 → sz).
 */
export function pinyinInitials(text: string): string {
  return pinyinPro()
    .pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The initials of a unit's name and of each short name, without duplicates or empties. */
export function unitInitials(name: string, shortNames: readonly string[]): string[] {
  return [...new Set([name, ...shortNames].map(pinyinInitials).filter((initials) => initials !== ''))];
}
