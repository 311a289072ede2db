import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PagedTableProps } from './PagedTable';
import { toggleOne } from './paging';

/**
 * The rows as cards for phones: the title column takes the full width as the heading, the other columns
 * follow as label–value lines, so nothing is squeezed to a character a line.
 */
export function PagedCards<T>(props: PagedTableProps<T> & { rows: readonly T[] }) {
  const { selection } = props;
  const primary = props.columns.find((column) => column.primary) ?? props.columns[0];
  const rest = props.columns.filter((column) => column !== primary);
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0, opacity: props.fetching ? 0.6 : 1 }}
    >
      {props.rows.map((row) => {
        const key = props.rowKey(row);
        return (
          <Paper component="li" variant="outlined" key={key} sx={{ p: 1.5 }} {...props.rowProps?.(row)}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              {primary && (
                <Typography component="div" sx={{ flex: 1, fontWeight: 600, wordBreak: 'break-word' }}>
                  {primary.cell(row)}
                </Typography>
              )}
              {selection?.selectable(row) && (
                <Checkbox
                  sx={{ m: -1 }}
                  checked={selection.selected.has(key)}
                  onChange={() => selection.onChange(toggleOne(key, selection.selected))}
                  slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                />
              )}
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1.5,
                rowGap: 0.5,
                m: 0,
                mt: 1,
              }}
            >
              {rest.map((column) => (
                <Box key={column.id} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {column.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }} {...column.cellProps?.(row)}>
                    {column.cell(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
