import { maxLengthOf, verificationLookupQuerySchema } from '@label-portal/contract';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LookupName,
  type LookupReply,
  lookupQueryOptions,
  VERIFICATION_STATISTICS_KEY,
} from '../api/verification-statistics';

const SEARCH_MAX_LENGTH = maxLengthOf(verificationLookupQuerySchema.shape.search);

/** Dropdown rows 40 px high, at most 8 shown (statistics.md section 9). */
export const DROPDOWN_MAX_HEIGHT = 8 * 40;

type Option<V extends string | number> = { value: V; label: string };

interface LookupMultiSelectProps<V extends string | number, N extends LookupName>
  extends Omit<MultiSelectProps<V>, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  value: V[];
  onChange: (value: V[]) => void;
  /** The server's look-up for the typed text. */
  lookup: N;
  optionsOf: (reply: LookupReply<N>) => Option<V>[];
  /** A chosen value the look-up no longer lists (a value from the URL), while its name is unknown. */
  fallbackLabel?: (value: V) => string;
  /** Names the chosen values the look-up has not listed (values from the URL), by the server. */
  resolveLabels?: (values: V[], signal?: AbortSignal) => Promise<Option<V>[]>;
}

/**
 * A multi-select whose choices the server finds for the typed text (the suppliers, products and tags
 * look-ups): typing waits 250 ms, the previous choices stay while the new ones load, values
 * picked earlier keep their labels, and the text stops at the look-ups' 100 characters.
 */
export function LookupMultiSelect<V extends string | number, N extends LookupName>({
  value,
  onChange,
  lookup: name,
  optionsOf,
  fallbackLabel = (item) => String(item),
  resolveLabels,
  ...props
}: LookupMultiSelectProps<V, N>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const lookup = useQuery(lookupQueryOptions(name, debounced));
  const labels = useRef(new Map<V, string>());
  const found = lookup.data ? optionsOf(lookup.data as LookupReply<N>) : [];
  for (const option of found) labels.current.set(option.value, option.label);
  const foundValues = new Set(found.map((option) => option.value));
  // Chosen values nobody has named yet (from the URL): asked for by value at once, not when the
  // user happens to type their name; a value the server did not name is not asked for again.
  const asked = useRef(new Set<V>());
  const unnamed = value.filter((item) => !labels.current.has(item) && !asked.current.has(item)).sort();
  const named = useQuery({
    queryKey: [...VERIFICATION_STATISTICS_KEY, 'lookup', name, 'labels', unnamed] as const,
    queryFn: ({ signal }) => resolveLabels!(unnamed, signal),
    enabled: !!resolveLabels && unnamed.length > 0,
    staleTime: 60_000,
  });
  if (named.isSuccess) {
    for (const option of named.data) labels.current.set(option.value, option.label);
    for (const item of unnamed) asked.current.add(item);
  }
  const data = [
    ...value
      .filter((item) => !foundValues.has(item))
      .map((item) => ({ value: item, label: labels.current.get(item) ?? fallbackLabel(item) })),
    ...found,
  ];
  return (
    <MultiSelect<V>
      {...props}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      // The look-ups search at most 100 characters: longer text is not typed in (a 400 otherwise).
      onSearchChange={(text) => setSearch(text.slice(0, SEARCH_MAX_LENGTH))}
      maxLength={SEARCH_MAX_LENGTH}
      // The server has filtered already.
      filter={({ options }) => options}
      nothingFoundMessage={lookup.isFetching ? t('app.loading') : t('verifications.statistics.nothingFound')}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      clearable
      hidePickedOptions
    />
  );
}
