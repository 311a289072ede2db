import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMembersQuery } from '../api';

export interface MemberOption {
  id: string;
  displayName: string;
  sector: string | null;
}

function useMemberSearch() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const members = useStaffMembersQuery({ q: query || undefined });
  return { input, setInput, options: members.data?.items ?? [], loading: members.isFetching };
}

const label = (option: MemberOption) => option.displayName + (option.sector ? ` · ${option.sector}` : '');

interface Common {
  label: string;
  helperText: string;
  error?: string | undefined;
  required?: boolean;
}

/** One member (GET /api/members?q=, searched as one types), e.g. the member of record of a paper. */
export function MemberField({
  value,
  onChange,
  ...field
}: Common & { value: MemberOption | null; onChange: (member: MemberOption | null) => void }) {
  const { t } = useTranslation('paperEntry');
  const search = useMemberSearch();
  return (
    <Autocomplete
      options={search.options}
      loading={search.loading}
      value={value}
      inputValue={search.input}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={label}
      getOptionKey={(option) => option.id}
      noOptionsText={t('noMember')}
      onInputChange={(_event, next) => search.setInput(next)}
      onChange={(_event, option) => onChange(option)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          required={field.required}
          placeholder={t('searchMember')}
          error={Boolean(field.error)}
          helperText={field.error ?? field.helperText}
        />
      )}
    />
  );
}

/** Several members (the co-signers of a paper). */
export function MembersField({
  value,
  onChange,
  ...field
}: Common & { value: MemberOption[]; onChange: (members: MemberOption[]) => void }) {
  const { t } = useTranslation('paperEntry');
  const search = useMemberSearch();
  return (
    <Autocomplete
      multiple
      options={search.options}
      loading={search.loading}
      value={value}
      inputValue={search.input}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={label}
      getOptionKey={(option) => option.id}
      noOptionsText={t('noMember')}
      onInputChange={(_event, next) => search.setInput(next)}
      onChange={(_event, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          placeholder={t('searchMember')}
          error={Boolean(field.error)}
          helperText={field.error ?? field.helperText}
        />
      )}
    />
  );
}
