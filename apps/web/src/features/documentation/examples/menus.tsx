import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function MenusExample() {
  const { t } = useTranslation('documentation');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('sample.more')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={close}>{t('sample.print')}</MenuItem>
        <MenuItem onClick={close}>{t('sample.export')}</MenuItem>
        <MenuItem onClick={close}>{t('sample.withdraw')}</MenuItem>
      </Menu>
    </>
  );
}
