import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import {
  closestCenter,
  DndContext,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../i18n/i18n';
import { listViewsBundle } from './i18n';
import { chooserRows, dropColumn, moveColumn, toggleColumn } from './listColumns';

registerBundle(listViewsBundle);

export interface ColumnChooserListProps {
  columns: readonly { id: string; label: string }[];
  /** Visible ids in order. */
  visible: readonly string[];
  onChange: (visible: string[]) => void;
}

/**
 * The columns as a list of checkboxes with up and down buttons: every control a real button or checkbox,
 * so the keyboard (Tab, Space) does all a mouse does; the buttons keep 40 px targets on a phone. A mouse or
 * a finger may also drag a shown column by its handle to another place (dnd-kit); the buttons stay the
 * keyboard's way.
 */
export function ColumnChooserList({ columns, visible: shownIds, onChange: send }: ColumnChooserListProps) {
  const { t } = useTranslation('listViews');
  const { visible, onChange } = useLatestChoice(shownIds, send);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );
  const labelOf = (id: string) => columns.find((column) => column.id === id)?.label ?? id;
  const rows = chooserRows(
    columns.map((column) => column.id),
    visible,
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(dropColumn(visible, String(active.id), String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...visible]} strategy={verticalListSortingStrategy}>
        <List dense data-testid="column-chooser-list">
          {rows.map(({ id, shown }) => {
            const index = visible.indexOf(id);
            const last = shown && visible.length === 1;
            const checkbox = (
              <FormControlLabel
                sx={{ mr: 12 }}
                control={
                  <Checkbox
                    checked={shown}
                    disabled={last}
                    onChange={() => onChange(toggleColumn(visible, id))}
                  />
                }
                label={labelOf(id)}
                title={last ? t('lastColumn') : undefined}
              />
            );
            if (!shown)
              return (
                <ListItem key={id} disableGutters data-testid={`column-${id}`} data-shown={false}>
                  <Box sx={{ width: DRAG_HANDLE_WIDTH, flexShrink: 0 }} />
                  {checkbox}
                </ListItem>
              );
            return (
              <SortableColumn
                key={id}
                id={id}
                dragTitle={t('dragColumn')}
                actions={
                  <>
                    <IconButton
                      aria-label={t('moveUp', { label: labelOf(id) })}
                      disabled={index === 0}
                      onClick={() => onChange(moveColumn(visible, id, -1))}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('moveDown', { label: labelOf(id) })}
                      disabled={index === visible.length - 1}
                      onClick={() => onChange(moveColumn(visible, id, 1))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                {checkbox}
              </SortableColumn>
            );
          })}
        </List>
      </SortableContext>
    </DndContext>
  );
}

const DRAG_HANDLE_WIDTH = 28;

/**
 * A shown column's row, dragged by its handle. The handle takes pointer and touch only (no focus, hidden
 * from screen readers): the up and down buttons beside it are the keyboard's and the reader's way.
 */
function SortableColumn({
  id,
  dragTitle,
  actions,
  children,
}: {
  id: string;
  dragTitle: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <ListItem
      ref={setNodeRef}
      disableGutters
      data-testid={`column-${id}`}
      data-shown
      secondaryAction={actions}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ bgcolor: isDragging ? 'action.selected' : undefined, zIndex: isDragging ? 1 : undefined }}
    >
      <Box
        ref={setActivatorNodeRef}
        {...listeners}
        aria-hidden
        title={dragTitle}
        data-testid={`column-drag-${id}`}
        sx={{
          width: DRAG_HANDLE_WIDTH,
          flexShrink: 0,
          display: 'flex',
          justifyContent: 'center',
          cursor: 'grab',
          touchAction: 'none',
          color: 'text.secondary',
        }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
      {children}
    </ListItem>
  );
}

/**
 * The choice goes to the URL through a router transition, so the props lag a quick second click: each
 * change builds on the last one sent until the props show it (else the second click undoes the first).
 */
function useLatestChoice(visible: readonly string[], send: (visible: string[]) => void) {
  const [sent, setSent] = useState<string[][]>([]);
  const key = visible.join(',');
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    // The props moved: to one sent (drop it and those before), or elsewhere (a reset: drop them all).
    setShownKey(key);
    setSent(sent.slice(sent.findIndex((ids) => ids.join(',') === key) + 1 || Infinity));
  }
  return {
    visible: sent.at(-1) ?? visible,
    onChange: (ids: string[]) => {
      setSent([...sent, ids]);
      send(ids);
    },
  };
}
