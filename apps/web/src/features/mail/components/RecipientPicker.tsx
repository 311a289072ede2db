import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MailPerson, MailRecipient } from '@cppcc/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMailRecipientsQuery } from '../api/mailApi';

const SEARCH_PAUSE_MS = 300;

/** Recipients picked from the system's users, searched by name, unit or e-mail as one types. */
export function RecipientPicker({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: MailPerson[];
  onChange: (people: MailPerson[]) => void;
  error?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('mail');
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const query = useMailRecipientsQuery(term);
  const options: (MailPerson | MailRecipient)[] = query.data ?? [];
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      loading={query.isFetching}
      filterOptions={(list) => list}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, people) =>
        onChange(people.map(({ id, name, email, avatar }) => ({ id, name, email, avatar })))
      }
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      noOptionsText={t('compose.noRecipients')}
      renderOption={(props, person) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} data-testid="mail-recipient-option">
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>{person.name}</Typography>
              <Typography variant="caption" color="textSecondary" noWrap component="div">
                {['unitName' in person ? person.unitName : null, person.email].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('compose.to')}
          placeholder={value.length === 0 ? t('compose.toPlaceholder') : undefined}
          error={Boolean(error)}
          helperText={error}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'mail-to' },
          }}
        />
      )}
    />
  );
}
