/**
 * The knowledge base's pages in this app (a category's is /pages/knowledge-base/<key>). Schema-free, so the
 * web's route table and navigation take them without the help schemas of ./help.
 */
export const KNOWLEDGE_BASE_PATH = '/pages/knowledge-base';
export const knowledgeBaseCategoryPath = (key: string) => `${KNOWLEDGE_BASE_PATH}/${key}`;
