import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadMoreButton } from '../../../components/load-more-button';
import { usePageTitle } from '../../../hooks/use-page-title';
import { COMPANY_FILTERS, type CompanyFilters, companySearchQueryOptions } from '../api/companies';

/** /backoffice/companies: search by name, COFOR6, COFOR10, city, country (in the URL), keyset "load more". */
export function CompaniesScreen() {
  const { t } = useTranslation();
  usePageTitle(t('boCompanies.pageTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: CompanyFilters = {};
  for (const name of COMPANY_FILTERS) {
    const value = searchParams.get(name);
    if (value) filters[name] = value;
  }
  const [draft, setDraft] = useState<CompanyFilters>(filters);
  const list = useInfiniteQuery(companySearchQueryOptions(filters));
  const companies = list.data?.pages.flatMap((page) => page.companies) ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('boCompanies.heading')}</Title>
      <form
        aria-label={t('boCompanies.filterLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = Object.fromEntries(Object.entries(draft).filter(([, value]) => value?.trim()));
          setSearchParams(next as Record<string, string>);
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          {COMPANY_FILTERS.map((name) => (
            <TextInput
              key={name}
              label={t(`boCompanies.filters.${name}`)}
              value={draft[name] ?? ''}
              maxLength={name === 'country' ? 2 : 100}
              onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('boCompanies.search')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft({});
              setSearchParams({});
            }}
          >
            {t('boCompanies.clear')}
          </Button>
        </Group>
      </form>
      {list.isPending ? <Loader aria-label={t('boCompanies.loading')} /> : null}
      {list.isError ? <Alert color="red">{t('errors.internal')}</Alert> : null}
      {list.isSuccess && companies.length === 0 ? (
        <Text aria-live="polite">{t('boCompanies.none')}</Text>
      ) : null}
      {companies.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('boCompanies.columns.name')}</Table.Th>
                <Table.Th>COFOR6</Table.Th>
                <Table.Th>COFOR10</Table.Th>
                <Table.Th>{t('boCompanies.columns.city')}</Table.Th>
                <Table.Th>{t('boCompanies.columns.country')}</Table.Th>
                <Table.Th>{t('boCompanies.columns.blocking')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.map((company) => (
                <Table.Tr key={company.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/backoffice/companies/${company.id}`}>
                      {company.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{company.cofor6}</Table.Td>
                  <Table.Td>{company.cofor10}</Table.Td>
                  <Table.Td>{company.city}</Table.Td>
                  <Table.Td>{company.country_code}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {company.blocked_reasons.map((reason) => (
                        <Badge key={reason} color="red" variant="light">
                          {t(`boCompanies.reasons.${reason}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <LoadMoreButton list={list} label={t('boCompanies.loadMore')} />
    </Stack>
  );
}
