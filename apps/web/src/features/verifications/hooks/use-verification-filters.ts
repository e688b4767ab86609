import { businessDate } from '@label-portal/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromParams,
  queryFiltersOf,
  searchParamsOf,
  type VerificationFilterForm,
} from '../utils/verification-filters';

/** The panel's filters kept in the URL, and the Verifications calls' filters made of them. */
export function useVerificationFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search), businessDate()), [search]);
  const queryFilters = useMemo(() => queryFiltersOf(filters), [filters]);
  /** Writes the filters into the URL, with the screen's own parameters (a sort) kept as given. */
  const setFilters = (next: VerificationFilterForm, extra: Record<string, string> = {}) => {
    const params = searchParamsOf(next, businessDate());
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    setSearchParams(params);
  };
  return { filters, queryFilters, setFilters };
}
