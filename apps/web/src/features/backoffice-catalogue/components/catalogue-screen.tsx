import { type Language, pickText } from '@label-portal/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Tabs,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { adminCatalogueQueryOptions } from '../api/catalogue';
import { ExtraServiceRow } from './extra-service-row';
import { ProductEditor } from './product-editor';
import { ProductGroupRow } from './product-group-row';

const TABS = ['products', 'groups', 'services'] as const;

/** /backoffice/catalogue: products, product groups and extra services (filters and editor in the URL). */
export function CatalogueScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as string)
    : 'products';
  const filter = params.get('q') ?? '';
  const editing = params.get('product');
  usePageTitle(t('catalogue.pageTitle'));
  const catalogue = useQuery(adminCatalogueQueryOptions());
  const update = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  if (catalogue.isPending) return <Loader aria-label={t('app.loading')} />;
  if (catalogue.isError) return <Alert color="red">{t('catalogue.loadFailed')}</Alert>;
  const data = catalogue.data;
  const groupName = (pk: number) => data.product_groups.find((group) => group.pk === pk)?.name ?? '';
  const needle = filter.trim().toLowerCase();
  const products = data.products.filter(
    (product) =>
      !needle ||
      product.customer_reference.toLowerCase().includes(needle) ||
      pickText(product.description, language).toLowerCase().includes(needle),
  );
  const edited =
    editing && editing !== 'new'
      ? data.products.find((product) => String(product.pk) === editing)
      : undefined;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('catalogue.heading')}
      </Title>
      <Tabs value={tab} onChange={(value) => update({ tab: value, product: null })}>
        <Tabs.List>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`catalogue.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'products' && (
        <Stack gap="sm">
          {editing && (editing === 'new' || edited) ? (
            <ProductEditor
              key={`${editing}-${edited?.version ?? 0}`}
              catalogue={data}
              product={edited}
              onClose={() => update({ product: null })}
            />
          ) : null}
          <Group align="flex-end">
            <TextInput
              label={t('catalogue.search')}
              value={filter}
              onChange={(e) => update({ q: e.currentTarget.value })}
            />
            <Button onClick={() => update({ product: 'new' })}>{t('catalogue.newProduct')}</Button>
          </Group>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalogue.reference')}</Table.Th>
                  <Table.Th>{t('catalogue.description')}</Table.Th>
                  <Table.Th>{t('catalogue.group')}</Table.Th>
                  <Table.Th>{t('catalogue.unitPrice')}</Table.Th>
                  <Table.Th>{t('catalogue.statusHeader')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('catalogue.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.map((product) => (
                  <Table.Tr key={product.pk}>
                    <Table.Td>{product.customer_reference}</Table.Td>
                    <Table.Td>{pickText(product.description, language)}</Table.Td>
                    <Table.Td>{groupName(product.product_group)}</Table.Td>
                    <Table.Td>{product.unit_price}</Table.Td>
                    <Table.Td>
                      <Badge color={{ ACTIVE: 'green', BLOCKED: 'orange', RETIRED: 'gray' }[product.status]}>
                        {t(`catalogue.status.${product.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => update({ product: String(product.pk) })}
                        aria-label={t('catalogue.editProduct', { reference: product.customer_reference })}
                      >
                        {t('catalogue.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {tab === 'groups' && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.groupName')}</Table.Th>
              <Table.Th>{t('catalogue.sortIndex')}</Table.Th>
              <Table.Th>{t('catalogue.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.product_groups.map((group) => (
              <ProductGroupRow key={`${group.pk}-${group.version}`} group={group} />
            ))}
            <ProductGroupRow key={`new-${data.product_groups.length}`} group={undefined} />
          </Table.Tbody>
        </Table>
      )}
      {tab === 'services' && (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogue.category')}</Table.Th>
                <Table.Th>{t('catalogue.nameEn')}</Table.Th>
                <Table.Th>{t('catalogue.nameFr')}</Table.Th>
                <Table.Th>{t('catalogue.fee')}</Table.Th>
                <Table.Th>{t('catalogue.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.extra_services.map((service) => (
                <ExtraServiceRow key={`${service.pk}-${service.version}`} service={service} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
