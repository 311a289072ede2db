import type { Language } from './messages';

/** Workflow labels as message keys (`taskState.new`), so error parameters are translated too. */
export function labelMessages<P extends string, K extends string>(
  prefix: P,
  labels: Record<K, Record<Language, string>>,
  language: Language,
): Record<`${P}.${K}`, string> {
  return Object.fromEntries(
    Object.entries<Record<Language, string>>(labels).map(([key, label]) => [
      `${prefix}.${key}`,
      label[language],
    ]),
  ) as Record<`${P}.${K}`, string>;
}
