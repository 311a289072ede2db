import type {
  CommunicationBody,
  ProposalDetail,
  ProposalTasks,
  ReplyDetail,
  ReplyUpdateBody,
  TaskCounts,
  TaskDetail,
  TaskList,
  TaskTransitionBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { sharedReadsApi } from '../../shared/api/sharedReads';
import type { TaskListParams } from './lib/lists';

const id = (value: string) => encodeURIComponent(value);

/**
 * The unit workbench's calls (issue 6). `Task` covers every list, count and task page (a transition moves a
 * task between lists, so they all refresh); `Reply` one reply; `Proposal` is shared by name with the
 * proposal pages of the other features.
 */
export const undertakerApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Task', 'Reply', 'Proposal'] })
  .injectEndpoints({
    endpoints: (build) => ({
      unitTaskCounts: build.query<TaskCounts, void>({
        query: () => '/tasks/counts',
        providesTags: ['Task'],
      }),
      unitTasks: build.query<TaskList, TaskListParams>({
        query: (params) => ({ url: '/tasks', params: { ...params } }),
        providesTags: ['Task'],
      }),
      unitMyTask: build.query<TaskDetail, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}/my-task`,
        providesTags: ['Task'],
      }),
      unitProposal: build.query<ProposalDetail, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}`,
        providesTags: (_result, _error, proposalId) => [{ type: 'Proposal', id: proposalId }],
      }),
      unitProposalTasks: build.query<ProposalTasks, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}/tasks`,
        providesTags: ['Task'],
      }),
      unitTransition: build.mutation<
        TaskDetail,
        { taskId: string; proposalId: string; body: TaskTransitionBody }
      >({
        query: ({ taskId, body }) => ({ url: `/tasks/${id(taskId)}/transitions`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { proposalId }) => [
          'Task',
          'Reply',
          { type: 'Proposal', id: proposalId },
        ],
      }),
      unitAddCommunication: build.mutation<TaskDetail, { taskId: string; body: CommunicationBody }>({
        query: ({ taskId, body }) => ({ url: `/tasks/${id(taskId)}/communications`, method: 'POST', body }),
        invalidatesTags: ['Task', 'Reply'],
      }),
      unitSaveReply: build.mutation<ReplyDetail, { replyId: string; body: ReplyUpdateBody }>({
        query: ({ replyId, body }) => ({ url: `/replies/${id(replyId)}`, method: 'PATCH', body }),
        // The answer is the saved reply: put it in the cache instead of fetching it again.
        async onQueryStarted({ replyId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) void dispatch(sharedReadsApi.util.upsertQueryData('reply', replyId, data));
        },
      }),
      unitGenerateLetter: build.mutation<ReplyDetail, string>({
        query: (replyId) => ({ url: `/replies/${id(replyId)}/letter`, method: 'POST' }),
        invalidatesTags: (_result, _error, replyId) => [{ type: 'Reply', id: replyId }],
      }),
    }),
  });

export const {
  useUnitTaskCountsQuery,
  useUnitTasksQuery,
  useUnitMyTaskQuery,
  useUnitProposalQuery,
  useUnitProposalTasksQuery,
  useUnitTransitionMutation,
  useUnitAddCommunicationMutation,
  useUnitSaveReplyMutation,
  useUnitGenerateLetterMutation,
} = undertakerApi;
