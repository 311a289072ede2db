/**
 * The scrumboard's addresses (seed 001): `/apps/scrumboard/boards` the boards, and
 * `/apps/scrumboard/boards/{boardId}/{boardUri?}` one board; `/apps/scrumboard` leads to the boards.
 */
export const SCRUMBOARD_PATH = '/apps/scrumboard';
export const BOARDS_PATH = `${SCRUMBOARD_PATH}/boards`;
export const BOARD_ROUTE = `${BOARDS_PATH}/:boardId/:boardUri?`;
export const boardPath = (board: { id: string; uri: string }) =>
  `${BOARDS_PATH}/${encodeURIComponent(board.id)}/${encodeURIComponent(board.uri)}`;
