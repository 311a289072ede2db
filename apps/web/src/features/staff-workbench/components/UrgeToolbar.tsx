import { isUrgeable, type TaskSummary } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '../../../shared/ui/table/types';
import { UrgeDialog, type UrgeTarget } from './UrgeDialog';

/**
 * 催办 on a handling queue (issue 28 §3): tasks chosen in the list, every overdue task, or every task not
 * signed for in time. Returns the list's selection and the toolbar; the selection clears once urged.
 */
export function useUrgeSelection(queue: string): {
  selection: Selection<TaskSummary>;
  toolbar: React.ReactNode;
} {
  const { t } = useTranslation('staffWorkbench');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<UrgeTarget | null>(null);
  const selection = useMemo<Selection<TaskSummary>>(
    () => ({
      selected,
      onChange: setSelected,
      selectable: (task) => isUrgeable(task.state),
      rowLabel: (task) => t('urge.selectRow', { number: task.proposal.number ?? '—', unit: task.unit.name }),
      allLabel: t('urge.selectAll'),
    }),
    [selected, t],
  );
  const toolbar = (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }} data-testid="urge-toolbar">
      <Button
        variant="contained"
        color="warning"
        disabled={selected.size === 0}
        onClick={() => setTarget({ kind: 'tasks', taskIds: [...selected] })}
        data-testid="urge-selected"
      >
        {t('urge.chosenAction', { count: selected.size })}
      </Button>
      {queue === 'overdue' && (
        <Button variant="outlined" color="warning" onClick={() => setTarget({ kind: 'overdue' })}>
          {t('urge.allOverdueAction')}
        </Button>
      )}
      <Button variant="outlined" onClick={() => setTarget({ kind: 'unsigned' })}>
        {t('urge.allUnsignedAction')}
      </Button>
      {target && (
        <UrgeDialog
          target={target}
          onClose={() => setTarget(null)}
          onDone={() => {
            setTarget(null);
            setSelected(new Set());
          }}
        />
      )}
    </Stack>
  );
  return { selection, toolbar };
}
