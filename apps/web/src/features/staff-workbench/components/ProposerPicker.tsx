import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMembersQuery } from '../api';

interface MemberOption {
  id: string;
  displayName: string;
  sector: string | null;
}

/** The proposer filter: members from GET /api/members?q=, searched as one types. */
export function ProposerPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation('staffWorkbench');
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [known, setKnown] = useState<MemberOption | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const members = useStaffMembersQuery({ q: query || undefined });
  const options = members.data?.items ?? [];
  const selected = value
    ? (options.find((option) => option.id === value) ?? (known?.id === value ? known : null))
    : null;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 200 }}
      options={options}
      loading={members.isFetching}
      value={selected}
      inputValue={input}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => option.displayName}
      getOptionKey={(option) => option.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {option.displayName}
            {option.sector ? ` · ${option.sector}` : ''}
          </li>
        );
      }}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, option) => {
        setKnown(option);
        onChange(option?.id);
      }}
      renderInput={(params) => <TextField {...params} label={t('proposer')} placeholder={t('anyProposer')} />}
    />
  );
}
