/** The topic guide's management page (staff) and the paper proposal entry (issue 27). */
export const TOPICS_PATH = '/apps/staff/topics';
