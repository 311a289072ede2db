import Stack from '@mui/material/Stack';
import type { SystemStyleObject, Theme } from '@mui/system';
import { ColumnChooser } from './ColumnChooser';
import { defaultColumnIds } from './listColumns';
import { SavedViewsMenu } from './SavedViewsMenu';
import type { ListView } from './useListView';

/** A list page's column chooser and saved views side by side, from its `useListView` (issue 30 §3). */
export function ListViewControls({ view, sx }: { view: ListView; sx?: SystemStyleObject<Theme> }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ...sx }}>
      <SavedViewsMenu view={view} />
      <ColumnChooser
        columns={view.allColumns}
        visible={view.columnIds}
        onChange={view.setColumnIds}
        onReset={() =>
          view.setColumnIds(
            defaultColumnIds(
              view.listId,
              view.allColumns.map((column) => column.id),
            ),
          )
        }
      />
    </Stack>
  );
}
