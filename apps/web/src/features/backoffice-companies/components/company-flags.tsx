import {
  type CompanyDetail,
  TRANSPORT_RESTRICTIONS,
  type TransportRestriction,
} from '@label-portal/contract';
import { Button, Card, Select, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCompany } from '../api/companies';
import { useCompanyChange } from './use-company-change';

/** Blocking flags (UNPAID_BILLS, INACTIVITY), transport restriction and handling included, saved together. */
export function CompanyFlags({ company, canChange }: { company: CompanyDetail; canChange: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    blocked_for_ordering: company.blocked_for_ordering,
    blocked_completely: company.blocked_completely,
    transport_restriction: company.transport_restriction,
    handling_included: company.handling_included,
  });
  const save = useCompanyChange(company.id, (body: typeof values) =>
    updateCompany(company.id, { version: company.version, ...body }),
  );
  return (
    <Card withBorder component="section" aria-labelledby="company-flags">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(values);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="company-flags">
            {t('boCompanies.flags')}
          </Title>
          <Switch
            label={t('boCompanies.unpaidBills')}
            checked={values.blocked_for_ordering}
            disabled={!canChange}
            onChange={(event) => setValues({ ...values, blocked_for_ordering: event.currentTarget.checked })}
          />
          <Switch
            label={t('boCompanies.inactivity')}
            checked={values.blocked_completely}
            disabled={!canChange}
            onChange={(event) => setValues({ ...values, blocked_completely: event.currentTarget.checked })}
          />
          <Select
            label={t('boCompanies.transportRestriction')}
            data={TRANSPORT_RESTRICTIONS.map((value) => ({
              value,
              label: t(`boCompanies.transport.${value}`),
            }))}
            value={values.transport_restriction}
            allowDeselect={false}
            disabled={!canChange}
            onChange={(value) =>
              value && setValues({ ...values, transport_restriction: value as TransportRestriction })
            }
          />
          <Switch
            label={t('boCompanies.handlingIncluded')}
            checked={values.handling_included}
            disabled={!canChange}
            onChange={(event) => setValues({ ...values, handling_included: event.currentTarget.checked })}
          />
          {canChange ? (
            <div>
              <Button type="submit" loading={save.isPending}>
                {t('boCompanies.save')}
              </Button>
            </div>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
