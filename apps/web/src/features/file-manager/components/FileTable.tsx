import type { FileManagerItem } from '@cppcc/contracts';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../shared/lib/dates';
import { formatSize } from '../../../shared/lib/upload';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { folderPath } from '../paths';
import { ItemIcon } from './ItemIcon';
import { ItemMenu, type ItemCommand } from './ItemMenu';

/**
 * One folder's items: a folder's name opens it, a file's name shows its details; the row's menu holds the
 * rest. Cards on a phone (PagedTable).
 */
export function FileTable({
  items,
  failed,
  fetching,
  selectedId,
  onCommand,
}: {
  items: readonly FileManagerItem[] | undefined;
  failed: boolean;
  fetching: boolean;
  selectedId: string | null;
  onCommand: (command: ItemCommand, item: FileManagerItem) => void;
}) {
  const { t } = useTranslation('fileManager');
  const columns = useMemo<Column<FileManagerItem>[]>(
    () => [
      {
        id: 'name',
        label: t('col.name'),
        primary: true,
        cell: (item) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <ItemIcon item={item} />
            {item.kind === 'folder' ? (
              <Link component={RouterLink} to={folderPath(item.id)} sx={{ wordBreak: 'break-word' }}>
                {item.name}
              </Link>
            ) : (
              <Link
                component="button"
                onClick={() => onCommand('details', item)}
                aria-current={selectedId === item.id ? 'true' : undefined}
                sx={{ textAlign: 'left', wordBreak: 'break-word' }}
              >
                {item.name}
              </Link>
            )}
          </Stack>
        ),
      },
      {
        id: 'type',
        label: t('col.type'),
        nowrap: true,
        cell: (item) => (item.kind === 'folder' ? t('folder') : item.type),
      },
      { id: 'size', label: t('col.size'), nowrap: true, cell: (item) => formatSize(item.size) },
      {
        id: 'modified',
        label: t('col.modified'),
        nowrap: true,
        cell: (item) => formatDateTime(item.modifiedAt),
      },
      {
        id: 'actions',
        label: t('col.actions'),
        nowrap: true,
        cell: (item) => <ItemMenu item={item} onCommand={onCommand} />,
      },
    ],
    [t, onCommand, selectedId],
  );
  return (
    <PagedTable
      label={t('list')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowProps={(item) => ({ 'data-testid': `file-row-${item.name}` })}
      failed={failed}
      fetching={fetching}
      empty={t('empty')}
      emptyTestId="file-manager-empty"
      testId="file-table"
    />
  );
}
