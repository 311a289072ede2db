import type { Id, IsoTime } from './values';

/** The topic guide 提案参考选题目录 (migration 0028, issue 27). */
export interface TopicsTable {
  id: Id;
  sessionId: Id;
  title: string;
  background: string;
  sourceUnit: string;
  /** draft | published (TOPIC_STATES). */
  state: string;
  /** 1-based order in the session's guide. */
  position: number;
  publishedAt: IsoTime | null;
  version: number;
  createdBy: Id;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** The library clues a topic names (migration 0034), in the order staff picked them. */
export interface TopicCluesTable {
  topicId: Id;
  clueId: Id;
  /** 1-based. */
  position: number;
}

export interface TopicTables {
  topics: TopicsTable;
  topicClues: TopicCluesTable;
}
