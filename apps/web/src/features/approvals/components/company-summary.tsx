import type { ApprovalCompanyProfile } from '@label-portal/contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A comma-joined list as people read it: a space after each comma, so that lines break between items. */
function spacedList(value: string): string {
  return value.replace(/,(?=\S)/g, ', ');
}

/** The company's data as a two-column table. */
export function CompanySummary({ company }: { company: ApprovalCompanyProfile }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('approvals.company.name'), company.name],
    [t('approvals.company.cofor6'), company.cofor6],
    [t('approvals.company.accountId'), company.cofor10],
    [t('approvals.company.group'), t(`approvals.company.groups.${company.company_group}`)],
    [t('approvals.company.vat'), company.vat_identification_no],
    [t('approvals.company.duns'), company.duns],
    [t('approvals.company.destination'), spacedList(company.destination)],
    [t('approvals.company.partNumbers'), spacedList(company.part_numbers)],
  ];
  return (
    <Table variant="vertical" withTableBorder maw={720} layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="35%">{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
