import type {
  CardImage,
  Board,
  BoardList,
  BoardMember,
  BoardMembersBody,
  BoardNewBody,
  BoardRenameBody,
  BoardSettings,
  BoardSettingsBody,
  BoardSummary,
  Card,
  CardNewBody,
  CardRemoveBody,
  CardUpdateBody,
  ListNewBody,
  ListRenameBody,
  OrderBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { uploadWithProgress } from '../../shared/lib/upload';

const TAGS = ['ScrumboardBoards', 'ScrumboardBoard'] as const;
const board = (arg: { boardId: string }) => [{ type: 'ScrumboardBoard' as const, id: arg.boardId }];
const boardAndList = (arg: { boardId: string }) => [...board(arg), 'ScrumboardBoards' as const];

/**
 * The scrumboard's calls (seed 001 §7). A write refreshes the board it changed; the order calls move the
 * cards or lists on screen at once (the board's cached lists) and take the server's answer, which is the
 * order as applied to the board now.
 */
export const scrumboardApi = baseApi.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => {
    const order = (url: string) =>
      build.mutation<BoardList[], OrderBody & { lists: BoardList[] }>({
        query: ({ boardId, lists }) => ({
          url,
          method: 'POST',
          body: { boardId, lists: lists.map((list) => ({ id: list.id, idCards: list.idCards })) },
        }),
        async onQueryStarted({ boardId, lists }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            scrumboardApi.util.updateQueryData('scrumboardBoard', boardId, (draft) => {
              draft.lists = lists;
            }),
          );
          try {
            const { data } = await queryFulfilled;
            dispatch(
              scrumboardApi.util.updateQueryData('scrumboardBoard', boardId, (draft) => {
                draft.lists = data;
              }),
            );
          } catch {
            patch.undo();
          }
        },
      });
    return {
      scrumboardBoards: build.query<BoardSummary[], void>({
        query: () => '/scrumboard-app/boards',
        providesTags: ['ScrumboardBoards'],
      }),
      scrumboardBoard: build.query<Board, string>({
        query: (boardId) => ({ url: '/scrumboard-app/board', params: { boardId } }),
        providesTags: (_result, _error, boardId) => [{ type: 'ScrumboardBoard', id: boardId }],
      }),
      scrumboardPeople: build.query<BoardMember[], void>({ query: () => '/scrumboard-app/people' }),
      newBoard: build.mutation<BoardSummary, BoardNewBody>({
        query: (body) => ({ url: '/scrumboard-app/board/new', method: 'POST', body }),
        invalidatesTags: ['ScrumboardBoards'],
      }),
      renameBoard: build.mutation<string, BoardRenameBody>({
        query: (body) => ({ url: '/scrumboard-app/board/rename', method: 'POST', body }),
        invalidatesTags: (_result, _error, arg) => boardAndList(arg),
      }),
      updateBoardSettings: build.mutation<BoardSettings, BoardSettingsBody>({
        query: (body) => ({ url: '/scrumboard-app/board/settings/update', method: 'POST', body }),
        invalidatesTags: (_result, _error, arg) => board(arg),
      }),
      deleteBoard: build.mutation<true, { boardId: string }>({
        query: (body) => ({ url: '/scrumboard-app/board/delete', method: 'POST', body }),
        invalidatesTags: ['ScrumboardBoards'],
      }),
      setBoardMembers: build.mutation<BoardMember[], BoardMembersBody>({
        query: (body) => ({ url: '/scrumboard-app/board/members', method: 'POST', body }),
        invalidatesTags: (_result, _error, arg) => board(arg),
      }),
      newCard: build.mutation<Board, CardNewBody>({
        query: (body) => ({ url: '/scrumboard-app/card/new', method: 'POST', body }),
        invalidatesTags: (_result, _error, arg) => board(arg),
      }),
      updateCard: build.mutation<Card, CardUpdateBody>({
        query: (body) => ({ url: '/scrumboard-app/card/update', method: 'POST', body }),
        invalidatesTags: (_result, _error, arg) => board(arg),
      }),
      removeCard: build.mutation<string, CardRemoveBody>({
        query: (body) => ({ url: '/scrumboard-app/card/remove', method: 'POST', body }),
        invalidatesTags: (_result, _error, arg) => board(arg),
      }),
      orderCards: order('/scrumboard-app/card/order'),
      orderLists: order('/scrumboard-app/list/order'),
      newList: build.mutation<BoardList[], ListNewBody>({
        query: (body) => ({ url: '/scrumboard-app/list/new', method: 'POST', body }),
        invalidatesTags: (_result, _error, arg) => board(arg),
      }),
      renameList: build.mutation<string, ListRenameBody>({
        query: (body) => ({ url: '/scrumboard-app/list/rename', method: 'POST', body }),
        invalidatesTags: (_result, _error, arg) => board(arg),
      }),
      removeList: build.mutation<true, { boardId: string; listId: string }>({
        query: (body) => ({ url: '/scrumboard-app/list/remove', method: 'POST', body }),
        invalidatesTags: (_result, _error, arg) => board(arg),
      }),
    };
  },
});

export const {
  useScrumboardBoardsQuery,
  useScrumboardBoardQuery,
  useScrumboardPeopleQuery,
  useNewBoardMutation,
  useRenameBoardMutation,
  useUpdateBoardSettingsMutation,
  useDeleteBoardMutation,
  useSetBoardMembersMutation,
  useNewCardMutation,
  useUpdateCardMutation,
  useRemoveCardMutation,
  useOrderCardsMutation,
  useOrderListsMutation,
  useNewListMutation,
  useRenameListMutation,
  useRemoveListMutation,
} = scrumboardApi;

/** Uploads a picture for a card; its address then goes into an image attachment (card/update). */
export const uploadCardImage = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<CardImage>('POST', '/scrumboard-app/card-image', file, onProgress);
