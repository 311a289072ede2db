/** The short-names field holds one text: 简称 separated by commas (, ，) or 、 as Chinese writers do. */
export function splitShortNames(text: string): string[] {
  return text
    .split(/[,，、;；]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export const joinShortNames = (names: readonly string[]): string => names.join('、');
