import { CLUE_LIBRARY_STATES, TOPIC_LIMITS, type Topic } from '@cppcc/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicClueOptionsQuery } from '../api';

type TopicClue = Topic['clues'][number];
const inLibrary = (state: string) => (CLUE_LIBRARY_STATES as readonly string[]).includes(state);

/**
 * 相关线索: staff pick clues of the library by searching their titles; the order picked is the order
 * shown. Clues already linked stay even if they have left the library since.
 */
export function TopicClueField({
  value,
  onChange,
  error,
}: {
  value: TopicClue[];
  onChange: (clues: TopicClue[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('topics');
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const options = useTopicClueOptionsQuery(q);
  const choices = useMemo(
    () =>
      (options.data?.items ?? [])
        .filter((clue) => inLibrary(clue.state))
        .map((clue) => ({ id: clue.id, title: clue.title })),
    [options.data],
  );
  return (
    <Autocomplete
      multiple
      options={choices}
      value={value}
      loading={options.isFetching}
      filterOptions={(items) => items}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.title}
      getOptionDisabled={() => value.length >= TOPIC_LIMITS.clues}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      noOptionsText={t('cluesNone')}
      loadingText={t('cluesLoading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('clues')}
          error={Boolean(error)}
          helperText={error ?? t('cluesHelp', { max: TOPIC_LIMITS.clues })}
        />
      )}
    />
  );
}
