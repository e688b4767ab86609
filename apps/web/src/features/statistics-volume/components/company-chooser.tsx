import { maxLengthOf, type VolumeCompany, volumeCompanySearchQuerySchema } from '@label-portal/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { volumeCompaniesQueryOptions } from '../api/volume-status';

const SEARCH_DELAY_MS = 250;

export function companyLabelOf(company: VolumeCompany): string {
  return `${company.name} (${[company.cofor6, company.cofor10].filter(Boolean).join(' / ')})`;
}

/**
 * The company of the volume status, searched by the server (start of name, COFOR6 or COFOR10);
 * cleared = all companies. A Mantine combobox: arrows, Enter and Escape work as in any select.
 */
export function CompanyChooser({
  selected,
  onChange,
}: {
  selected: VolumeCompany | null;
  onChange: (company: VolumeCompany | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(selected ? companyLabelOf(selected) : '');
  const typed = selected && search === companyLabelOf(selected) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const found = useQuery(volumeCompaniesQueryOptions(debounced));
  const companies = new Map<string, VolumeCompany>();
  if (selected) companies.set(selected.id, selected);
  for (const company of found.data?.companies ?? []) companies.set(company.id, company);

  return (
    <Select
      label={t('statisticsVolume.company')}
      placeholder={t('statisticsVolume.allCompanies')}
      description={t('statisticsVolume.companyHint')}
      searchable
      clearable
      value={selected?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(id ? (companies.get(id) ?? null) : null)}
      data={[...companies.values()].map((company) => ({ value: company.id, label: companyLabelOf(company) }))}
      // The server's answer for the text as typed so far; until it comes, the previous answer
      // shows only the companies whose label holds the text, so arrows and Enter never pick a
      // company of an earlier keystroke (every server match holds it: a name, COFOR6 or COFOR10
      // starting with it).
      filter={({ options }) =>
        options.filter(
          (option) =>
            !typed || ('label' in option && option.label.toLowerCase().includes(typed.toLowerCase())),
        )
      }
      nothingFoundMessage={found.isFetching ? t('app.loading') : t('statisticsVolume.noCompany')}
      maxDropdownHeight={8 * 40}
      w={{ base: '100%', sm: 420 }}
      maxLength={maxLengthOf(volumeCompanySearchQuerySchema.shape.search)}
      data-testid="volume-company"
    />
  );
}
