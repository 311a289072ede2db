import type { OrderStatusEntry } from '@cppcc/contracts';
import Chip from '@mui/material/Chip';

/** An order status in its own colour (seed 001 §4: each of the 14 has one). */
export function StatusChip({ status }: { status: Pick<OrderStatusEntry, 'name' | 'color'> | undefined }) {
  if (!status) return null;
  return (
    <Chip
      size="small"
      label={status.name}
      sx={{ bgcolor: status.color, color: '#fff', fontWeight: 600 }}
      data-testid="order-status"
    />
  );
}
