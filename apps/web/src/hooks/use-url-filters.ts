import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the URL: each key's value ('' when absent), and a setter that writes the
 * non-empty ones back (so an empty filter leaves no `?key=` behind).
 */
export function useUrlFilters<Key extends string>(
  keys: readonly Key[],
): [Record<Key, string>, (next: Record<Key, string>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<
    Key,
    string
  >;
  const setFilters = (next: Record<Key, string>) =>
    setSearchParams(Object.fromEntries(Object.entries<string>(next).filter(([, value]) => value !== '')));
  return [filters, setFilters];
}
