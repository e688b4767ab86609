import { ADDRESS_CATEGORIES, CONTACT_CATEGORIES, type StatisticsCompanyDetail } from '@label-portal/contract';
import { Badge, Card, Group, type MantineSpacing, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Detail = StatisticsCompanyDetail;

/** The company's users: name, e-mail, phone. */
export function CompanyUsers({ users }: { users: Detail['users'] }) {
  const { t } = useTranslation();
  if (users.length === 0) return <Text size="sm">{t('statisticsRegistrations.detail.noUsers')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={t('statisticsRegistrations.detail.users')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statisticsRegistrations.detail.userName')}</Table.Th>
            <Table.Th>{t('statisticsRegistrations.detail.email')}</Table.Th>
            <Table.Th>{t('statisticsRegistrations.detail.phone')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.pk}>
              <Table.Td>{`${user.first_name} ${user.last_name}`.trim()}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>{user.phone}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One category's card: its name as heading and accessible name, its entries below. */
function CategoryCard({ label, gap, children }: { label: string; gap: MantineSpacing; children: ReactNode }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={label}>
      <Text fw={700} size="sm" mb={4}>
        {label}
      </Text>
      <Stack gap={gap}>{children}</Stack>
    </Card>
  );
}

/** The contacts, grouped by category in the catalogue's order. */
export function CompanyContacts({ contacts }: { contacts: Detail['contacts'] }) {
  const { t } = useTranslation();
  if (contacts.length === 0) return <Text size="sm">{t('statisticsRegistrations.detail.noContacts')}</Text>;
  const categories = CONTACT_CATEGORIES.filter((category) =>
    contacts.some((contact) => contact.category === category),
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {categories.map((category) => (
        <CategoryCard key={category} label={t(`enums.contactCategory.${category}`)} gap={6}>
          {contacts
            .filter((contact) => contact.category === category)
            .map((contact) => (
              <div key={contact.pk}>
                <Text size="sm">{contact.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[contact.email, contact.phone].filter(Boolean).join(' · ')}
                </Text>
              </div>
            ))}
        </CategoryCard>
      ))}
    </SimpleGrid>
  );
}

/** The addresses by category (billing, delivery, distribution), the primary one of each marked and first. */
export function CompanyAddresses({ addresses }: { addresses: Detail['addresses'] }) {
  const { t } = useTranslation();
  if (addresses.length === 0) return <Text size="sm">{t('statisticsRegistrations.detail.noAddresses')}</Text>;
  const categories = ADDRESS_CATEGORIES.filter((category) =>
    addresses.some((address) => address.category === category),
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      {categories.map((category) => (
        <CategoryCard key={category} label={t(`enums.addressCategory.${category}`)} gap="xs">
          {addresses
            .filter((address) => address.category === category)
            .sort((a, b) => Number(b.primary) - Number(a.primary))
            .map((address) => (
              <div key={address.pk} data-primary={address.primary || undefined}>
                {address.primary ? (
                  <Group gap={4} mb={2}>
                    <Badge size="xs" variant="light">
                      {t('statisticsRegistrations.detail.primary')}
                    </Badge>
                  </Group>
                ) : null}
                <Text size="sm">{address.street_address}</Text>
                <Text size="sm">{`${address.postal_code} ${address.city}`.trim()}</Text>
                <Text size="sm" c="dimmed">
                  {address.country || address.country_code}
                </Text>
              </div>
            ))}
        </CategoryCard>
      ))}
    </SimpleGrid>
  );
}
