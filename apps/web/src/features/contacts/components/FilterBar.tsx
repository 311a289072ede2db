import AddIcon from '@mui/icons-material/FilterAlt';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FILTER_OPERATORS, isFilterOperator, type ContactColumn, type ContactFilter } from '@cppcc/contracts';

interface FilterBarProps {
  columns: readonly ContactColumn[];
  filters: readonly ContactFilter[];
  onChange: (filters: ContactFilter[]) => void;
}

/**
 * The table's filters (seed 001 §5): one row per filtered column with its operator and value, applied as
 * they are typed. A column is filtered once; adding a filter takes the first column not yet filtered.
 */
export function FilterBar({ columns, filters, onChange }: FilterBarProps) {
  const { t } = useTranslation('contacts');
  const unused = columns.filter((column) => !filters.some((filter) => filter.column === column));
  const replace = (index: number, next: ContactFilter) =>
    onChange(filters.map((filter, at) => (at === index ? next : filter)));
  const label = (filter: ContactFilter) =>
    t('filterChip', {
      column: t(`column.${filter.column}`),
      operator: t(`operator.${filter.operator}`),
      term: filter.term,
    });

  return (
    <Stack spacing={1} component="section" aria-label={t('filters')} data-testid="contact-filters">
      {filters.map((filter, index) => (
        <Box
          // By place, not by column: choosing another column keeps the row (and the focus on its select)
          // instead of mounting a new one under the user's next click or key press.
          key={index}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          data-testid={`filter-${filter.column}`}
        >
          <TextField
            select
            size="small"
            label={t('filterColumn')}
            value={filter.column}
            sx={{ minWidth: 130, flex: '1 1 130px' }}
            onChange={(event) => {
              const column = columns.find((candidate) => candidate === event.target.value);
              if (column) replace(index, { ...filter, column });
            }}
          >
            {columns.map((column) => (
              <MenuItem
                key={column}
                value={column}
                disabled={column !== filter.column && !unused.includes(column)}
              >
                {t(`column.${column}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('filterOperator')}
            value={filter.operator}
            sx={{ minWidth: 150, flex: '1 1 150px' }}
            onChange={(event) => {
              if (isFilterOperator(event.target.value))
                replace(index, { ...filter, operator: event.target.value });
            }}
          >
            {FILTER_OPERATORS.map((operator) => (
              <MenuItem key={operator} value={operator}>
                {t(`operator.${operator}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('filterTerm')}
            value={filter.term}
            sx={{ flex: '2 1 160px' }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            onChange={(event) => replace(index, { ...filter, term: event.target.value })}
          />
          <IconButton
            aria-label={t('removeFilter', { label: label(filter) })}
            onClick={() => onChange(filters.filter((_, at) => at !== index))}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={unused.length === 0}
          onClick={() => {
            const column = unused[0];
            if (column) onChange([...filters, { column, operator: 'contains', term: '' }]);
          }}
        >
          {t('addFilter')}
        </Button>
        {filters.length > 0 && (
          <Button size="small" color="inherit" onClick={() => onChange([])}>
            {t('clearFilters')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
