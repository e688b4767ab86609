import { CONTRACT_AMOUNT_MAX, type CompanyDetail, companyContractBodySchema } from '@label-portal/contract';
import { Alert, Button, Card, Checkbox, Group, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addContract, saveProductGroupRights } from '../api/companies';
import { useCompanyChange } from './use-company-change';

/** Product-group rights (editable for T accounts only, decision 205), balances, and a contract form. */
export function CompanyQuota({ company, canChange }: { company: CompanyDetail; canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const [rights, setRights] = useState(() =>
    Object.fromEntries(company.product_groups.map((group) => [group.id, group.can_order])),
  );
  const saveRights = useCompanyChange(company.id, (body: Record<string, boolean>) =>
    saveProductGroupRights(company.id, {
      version: company.version,
      rights: Object.entries(body).map(([id, canOrder]) => ({
        product_group_id: Number(id),
        can_order: canOrder,
      })),
    }),
  );
  const [contract, setContract] = useState({ product_group_id: '', amount: '', reference: '' });
  const [contractError, setContractError] = useState<Record<string, string>>({});
  const add = useCompanyChange(
    company.id,
    (body: { product_group_id: number; amount: number; reference: string }) =>
      addContract(company.id, { version: company.version, ...body }),
    () => setContract({ product_group_id: '', amount: '', reference: '' }),
  );
  const canEditRights = canChange && company.is_t_account;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Card withBorder component="section" aria-labelledby="company-quota">
      <Stack gap="sm">
        <Title order={2} size="h3" id="company-quota">
          {t('boCompanies.productGroups')}
        </Title>
        {!company.is_t_account ? <Alert color="gray">{t('boCompanies.rightsFromFile')}</Alert> : null}
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('boCompanies.columns.productGroup')}</Table.Th>
                <Table.Th>{t('boCompanies.columns.canOrder')}</Table.Th>
                <Table.Th>{t('boCompanies.columns.quotaRequested')}</Table.Th>
                <Table.Th ta="right">{t('boCompanies.columns.balance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.product_groups.map((group) => (
                <Table.Tr key={group.id}>
                  <Table.Td>{group.name}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${t('boCompanies.columns.canOrder')} ${group.name}`}
                      checked={rights[group.id] ?? false}
                      disabled={!canEditRights}
                      onChange={(event) => setRights({ ...rights, [group.id]: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>{group.quota_requested ? t('boCompanies.yes') : ''}</Table.Td>
                  <Table.Td ta="right">{number.format(group.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {canEditRights ? (
          <div>
            <Button
              variant="default"
              loading={saveRights.isPending}
              onClick={() => saveRights.mutate(rights)}
            >
              {t('boCompanies.saveRights')}
            </Button>
          </div>
        ) : null}
        {canChange ? (
          <form
            aria-label={t('boCompanies.contractForm')}
            onSubmit={(event) => {
              event.preventDefault();
              const checked = companyContractBodySchema.safeParse({
                version: company.version,
                product_group_id: Number(contract.product_group_id) || undefined,
                amount: /^\d+$/.test(contract.amount)
                  ? Number(contract.amount)
                  : contract.amount === ''
                    ? undefined
                    : Number.NaN,
                reference: contract.reference,
              });
              if (!checked.success) {
                setContractError(
                  Object.fromEntries(
                    checked.error.issues.map((issue) => [
                      String(issue.path[0]),
                      t(issue.message, { min: 1, max: CONTRACT_AMOUNT_MAX }),
                    ]),
                  ),
                );
                return;
              }
              setContractError({});
              const { version: _version, ...body } = checked.data;
              add.mutate(body);
            }}
            noValidate
          >
            <Title order={3} size="h4" mb="xs">
              {t('boCompanies.contractForm')}
            </Title>
            <Group align="flex-start" wrap="wrap">
              <Select
                label={t('boCompanies.columns.productGroup')}
                data={company.product_groups.map((group) => ({ value: String(group.id), label: group.name }))}
                value={contract.product_group_id || null}
                error={contractError.product_group_id}
                onChange={(value) => setContract({ ...contract, product_group_id: value ?? '' })}
              />
              <TextInput
                label={t('boCompanies.amount')}
                inputMode="numeric"
                value={contract.amount}
                error={contractError.amount}
                onChange={(event) => setContract({ ...contract, amount: event.currentTarget.value })}
              />
              <TextInput
                label={t('boCompanies.reference')}
                value={contract.reference}
                maxLength={100}
                error={contractError.reference}
                onChange={(event) => setContract({ ...contract, reference: event.currentTarget.value })}
              />
            </Group>
            <Button type="submit" mt="sm" loading={add.isPending}>
              {t('boCompanies.addContract')}
            </Button>
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}
