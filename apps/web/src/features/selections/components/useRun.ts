import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';

/** Runs a write, says "done" or the server's reason; answers whether it succeeded. */
export function useRun() {
  const { t } = useTranslation('selections');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  return async (work: () => Promise<unknown>, done = t('done')): Promise<boolean> => {
    try {
      await work();
      dispatch(showMessage({ message: done, variant: 'success' }));
      return true;
    } catch (caught) {
      dispatch(
        showMessage({ message: t('failed', { message: errorText(caught as ApiError) }), variant: 'error' }),
      );
      return false;
    }
  };
}
