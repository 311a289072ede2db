import type { FileManagerItem } from '@cppcc/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ItemCommand = 'open' | 'download' | 'details' | 'rename' | 'move' | 'delete';

/** The actions of one row, behind a "more" button (a menu, so the row stays narrow on a phone). */
export function ItemMenu({
  item,
  onCommand,
}: {
  item: FileManagerItem;
  onCommand: (command: ItemCommand, item: FileManagerItem) => void;
}) {
  const { t } = useTranslation('fileManager');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const commands: [ItemCommand, string][] = [
    ['open', item.kind === 'folder' ? t('open') : item.preview ? t('preview') : t('download')],
    ...(item.kind === 'file' && item.preview ? [['download', t('download')] as [ItemCommand, string]] : []),
    ['details', t('details')],
    ['rename', t('rename')],
    ['move', t('move')],
    ['delete', t('delete')],
  ];
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('actionsFor', { name: item.name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={`item-menu-${item.name}`}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {commands.map(([command, label]) => (
          <MenuItem
            key={command}
            onClick={() => {
              setAnchor(null);
              onCommand(command, item);
            }}
            sx={command === 'delete' ? { color: 'error.main' } : undefined}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
