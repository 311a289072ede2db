import type { Board, BoardList, BoardSettings, Card, CardUpdateInput } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import {
  useDeleteBoardMutation,
  useNewCardMutation,
  useNewListMutation,
  useOrderCardsMutation,
  useOrderListsMutation,
  useRemoveCardMutation,
  useRemoveListMutation,
  useRenameBoardMutation,
  useRenameListMutation,
  useSetBoardMembersMutation,
  useUpdateBoardSettingsMutation,
  useUpdateCardMutation,
} from '../api';
import { BOARDS_PATH } from '../paths';

type Result = { data: unknown } | { error: unknown };
/** A call's error (undefined when it succeeded), for forms that put it under their fields. */
const errorOf = (result: Result) => ('error' in result ? (result.error ?? null) : undefined);

/**
 * Every write of the board page, each saying how it went; destructive ones ask first. Calls that a form
 * makes answer their error so the form can show it under the field it names.
 */
export function useBoardActions(board: Board) {
  const { t } = useTranslation('scrumboard');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const boardId = board.id;
  const [renameBoard] = useRenameBoardMutation();
  const [updateSettings] = useUpdateBoardSettingsMutation();
  const [deleteBoard] = useDeleteBoardMutation();
  const [setMembers] = useSetBoardMembersMutation();
  const [newList] = useNewListMutation();
  const [renameList] = useRenameListMutation();
  const [removeList] = useRemoveListMutation();
  const [newCard] = useNewCardMutation();
  const [updateCard] = useUpdateCardMutation();
  const [removeCard] = useRemoveCardMutation();
  const [orderCards] = useOrderCardsMutation();
  const [orderLists] = useOrderListsMutation();

  const failed = (error: unknown, fallback = t('loadFailed')) =>
    dispatch(
      showMessage({
        message: (isApiError(error) ? errorText(error) : undefined) ?? fallback,
        variant: 'error',
      }),
    );
  /** Reports a failure that names no field; answers the error for the form. */
  const answer = (result: Result) => {
    const error = errorOf(result);
    if (error !== undefined && !(isApiError(error) && Object.keys(error.fields).length > 0)) failed(error);
    return error;
  };
  const ask = (title: string, message: string) =>
    confirm({ title, message, confirmText: t('delete'), cancelText: t('cancel'), destructive: true });

  return {
    renameBoard: async (name: string) => answer(await renameBoard({ boardId, boardTitle: name })),
    updateSettings: async (settings: Partial<BoardSettings>) =>
      void answer(await updateSettings({ boardId, settings })),
    setMembers: async (memberIds: string[]) => {
      const error = answer(await setMembers({ boardId, memberIds }));
      if (error === undefined) dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      return error;
    },
    deleteBoard: async () => {
      if (!(await ask(t('deleteBoard'), t('deleteBoardMessage', { name: board.name })))) return;
      const result = await deleteBoard({ boardId });
      if (answer(result) === undefined) {
        dispatch(showMessage({ message: t('deleted'), variant: 'success' }));
        void navigate(BOARDS_PATH);
      }
    },
    addList: async (name: string) => answer(await newList({ boardId, data: { name } })),
    renameList: async (listId: string, name: string) =>
      answer(await renameList({ boardId, listId, listTitle: name })),
    removeList: async (list: BoardList) => {
      if (
        !(await ask(t('deleteList'), t('deleteListMessage', { name: list.name, count: list.idCards.length })))
      )
        return;
      if (answer(await removeList({ boardId, listId: list.id })) === undefined)
        dispatch(showMessage({ message: t('deleted'), variant: 'success' }));
    },
    addCard: async (listId: string, name: string) =>
      answer(await newCard({ boardId, listId, data: { name } })),
    updateCard: async (card: CardUpdateInput) => answer(await updateCard({ boardId, card })),
    /** True when the card was removed. */
    removeCard: async (card: Card) => {
      if (!(await ask(t('deleteCard'), t('deleteCardMessage', { name: card.name })))) return false;
      const done = answer(await removeCard({ boardId, cardId: card.id })) === undefined;
      if (done) dispatch(showMessage({ message: t('deleted'), variant: 'success' }));
      return done;
    },
    order: async (kind: 'cards' | 'lists', lists: BoardList[]) => {
      const result = await (kind === 'cards' ? orderCards : orderLists)({ boardId, lists });
      if ('error' in result) failed(result.error, t('moveFailed'));
    },
  };
}
