import type {
  ProposalCounts,
  ProposalList,
  Todo,
  TodoFilter,
  TodoFolder,
  TodoLabel,
  TodoListQuery,
  TodoNewBody,
  TodoUpdateBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { withoutCursor, type WithCursor } from '../../shared/api/pageCursor';
import type { MemberListParams } from './listQuery';

/** The member workbench's calls: my proposals, their counts and the to-do app (/api/todo-app/*). */
export const memberWorkbenchApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ProposalList', 'Todo'] })
  .injectEndpoints({
    endpoints: (build) => ({
      myProposals: build.query<ProposalList, WithCursor<MemberListParams>>({
        query: (params) => ({ url: '/proposals', params: { ...params } }),
        // Page p asked by cursor (`after`) or by number is one entry: no refetch, no second copy.
        serializeQueryArgs: ({ queryArgs }) => withoutCursor(queryArgs),
        providesTags: ['ProposalList'],
      }),
      myProposalCounts: build.query<ProposalCounts, void>({
        query: () => ({ url: '/proposals/counts', params: { scope: 'mine' } }),
        providesTags: ['ProposalList'],
      }),
      todos: build.query<Todo[], TodoListQuery>({
        query: (params) => ({ url: '/todo-app/todos', params: { ...params } }),
        providesTags: ['Todo'],
      }),
      todoFolders: build.query<TodoFolder[], void>({ query: () => '/todo-app/folders' }),
      todoFilters: build.query<TodoFilter[], void>({ query: () => '/todo-app/filters' }),
      todoLabels: build.query<TodoLabel[], void>({ query: () => '/todo-app/labels' }),
      newTodo: build.mutation<Todo, Partial<TodoNewBody> & { title: string }>({
        query: (body) => ({ url: '/todo-app/new-todo', method: 'POST', body }),
        invalidatesTags: ['Todo'],
      }),
      updateTodo: build.mutation<Todo, TodoUpdateBody>({
        query: (body) => ({ url: '/todo-app/update-todo', method: 'POST', body }),
        invalidatesTags: ['Todo'],
      }),
      removeTodo: build.mutation<{ todoId: string }, string>({
        query: (todoId) => ({ url: '/todo-app/remove-todo', method: 'POST', body: { todoId } }),
        invalidatesTags: ['Todo'],
      }),
      toggleTodoLabel: build.mutation<Todo[], { todoIds: string[]; labelId: string }>({
        query: (body) => ({ url: '/todo-app/toggle-label', method: 'POST', body }),
        invalidatesTags: ['Todo'],
      }),
      setTodoFolder: build.mutation<Todo[], { todoIds: string[]; folderHandle: 'all' | 'done' | 'deleted' }>({
        query: (body) => ({ url: '/todo-app/set-folder', method: 'POST', body }),
        invalidatesTags: ['Todo'],
      }),
      deleteTodos: build.mutation<string[], string[]>({
        query: (todoIds) => ({ url: '/todo-app/delete-todos', method: 'POST', body: { todoIds } }),
        invalidatesTags: ['Todo'],
      }),
    }),
  });

export const {
  useMyProposalsQuery,
  useMyProposalCountsQuery,
  useTodosQuery,
  useTodoFoldersQuery,
  useTodoFiltersQuery,
  useTodoLabelsQuery,
  useNewTodoMutation,
  useUpdateTodoMutation,
  useRemoveTodoMutation,
  useToggleTodoLabelMutation,
  useSetTodoFolderMutation,
  useDeleteTodosMutation,
} = memberWorkbenchApi;
