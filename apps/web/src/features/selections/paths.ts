/** Selections 评选/遴选 (issue 29 §1, issue 28 §5a): the list and one selection. */
export const SELECTIONS_PATH = '/apps/selections';
export const selectionPath = (id: string) => `${SELECTIONS_PATH}/${id}`;
