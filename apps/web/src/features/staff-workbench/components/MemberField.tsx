import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
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

/** What the one-member and the several-members fields share: the search as one types, the options, the box. */
function useMemberAutocomplete(field: Common) {
  const { t } = useTranslation('paperEntry');
  const search = useMemberSearch();
  return {
    options: search.options,
    loading: search.loading,
    inputValue: search.input,
    filterOptions: (list: MemberOption[]) => list,
    isOptionEqualToValue: (option: MemberOption, current: MemberOption) => option.id === current.id,
    getOptionLabel: label,
    getOptionKey: (option: MemberOption) => option.id,
    noOptionsText: t('noMember'),
    onInputChange: (_event: unknown, next: string) => search.setInput(next),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={field.label}
        required={field.required}
        placeholder={t('searchMember')}
        error={Boolean(field.error)}
        helperText={field.error ?? field.helperText}
      />
    ),
  };
}

/** One member (GET /api/members?q=, searched as one types), e.g. the member of record of a paper. */
export function MemberField({
  value,
  onChange,
  ...field
}: Common & { value: MemberOption | null; onChange: (member: MemberOption | null) => void }) {
  const common = useMemberAutocomplete(field);
  return <Autocomplete {...common} value={value} onChange={(_event, option) => onChange(option)} />;
}

/** Several members (the co-signers of a paper). */
export function MembersField({
  value,
  onChange,
  ...field
}: Common & { value: MemberOption[]; onChange: (members: MemberOption[]) => void }) {
  const common = useMemberAutocomplete({ ...field, required: undefined });
  return <Autocomplete multiple {...common} value={value} onChange={(_event, next) => onChange(next)} />;
}
