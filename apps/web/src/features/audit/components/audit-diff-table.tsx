import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { diffAudit } from '../utils/audit-diff';

/** An audit row's before and after, field by field; changed fields stand out. */
export function AuditDiffTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const lines = diffAudit(before, after);
  if (lines.length === 0) return <Text size="sm">{t('audit.noDetail')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder layout="fixed" data-testid="audit-diff">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="25%">{t('audit.field')}</Table.Th>
            <Table.Th>{t('audit.before')}</Table.Th>
            <Table.Th>{t('audit.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key} fw={line.isChanged ? 600 : undefined}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.key}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} c={line.isChanged ? 'red.8' : undefined}>
                {line.before}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} c={line.isChanged ? 'teal.9' : undefined}>
                {line.after}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
