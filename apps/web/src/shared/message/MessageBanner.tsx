import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { LAYOUT_SIZES } from '../layout/layoutSettings';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { hideMessage, MESSAGE_AUTO_HIDE_MS, selectMessage } from './messageSlice';

/**
 * The banner for `showMessage` (seed 000 §3/§9): top right, hides after 6000 ms. Loaded lazily. It sits
 * below the toolbar so it never covers the user's name, the notifications or the menus there.
 */
export default function MessageBanner() {
  const { open, options, serial } = useAppSelector(selectMessage);
  const dispatch = useAppDispatch();
  return (
    <Snackbar
      key={serial}
      open={open}
      autoHideDuration={MESSAGE_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ top: { xs: LAYOUT_SIZES.toolbarHeight + 8, sm: LAYOUT_SIZES.toolbarHeight + 16 } }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dispatch(hideMessage());
      }}
    >
      <Alert
        data-testid="message-banner"
        variant="filled"
        severity={options.variant}
        onClose={() => dispatch(hideMessage())}
        sx={{ width: '100%' }}
      >
        {options.message}
      </Alert>
    </Snackbar>
  );
}
