import type { Topic } from './topics';

/** The published topics in guide order: what members see. Schema-free, so the member's landing takes it without ./topics' schemas. */
export const publishedTopics = (topics: readonly Topic[]): Topic[] =>
  topics.filter((topic) => topic.state === 'published').sort((a, b) => a.position - b.position);
