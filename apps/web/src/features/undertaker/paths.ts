import { LANDING_PATHS, workflowLinks } from '@cppcc/contracts';
import type { UnitFolder, UnitListType } from './lib/lists';

/** The unit workbench's addresses (seed 001); the task and reply links come from contracts' workflowLinks. */
export const UNIT_INDEX_PATH = LANDING_PATHS.undertaker;
export const UNIT_LIST_ROUTE = '/apps/undertaker/proposal_list/:type';
export const UNIT_FOLDER_ROUTE = '/apps/undertaker/:folderHandle';
export const UNIT_PROPOSAL_ROUTE = '/undertaker/proposal/detail/:proposalDetailGUID';
export const UNIT_TASK_ROUTE = '/undertaker/undertaker/detail/:proposalGUID';
export const UNIT_REPLY_ROUTE = '/undertaker/reply/:responseGUID';

/** The errors feature's 404 page (an address, not an import: features do not import each other). */
export const NOT_FOUND_PATH = '/pages/errors/error-404';

const part = (value: string) => encodeURIComponent(value);

export const listPath = (type: UnitListType) => `/apps/undertaker/proposal_list/${type}`;
export const folderPath = (folder: UnitFolder) => `/apps/undertaker/${folder}`;
export const proposalPath = (proposalId: string) => `/undertaker/proposal/detail/${part(proposalId)}`;
export const taskPath = (proposalId: string) => workflowLinks.unitTask(part(proposalId));
export const replyPath = (replyId: string) => workflowLinks.unitReply(part(replyId));
