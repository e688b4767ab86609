import { type AdminProduct, formatDecimal, type Language, pickText } from '@label-portal/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { LoadingStatus } from '../../../components/loading-status';
import { usePageTitle } from '../../../hooks/use-page-title';
import { adminCatalogueQueryOptions } from '../api/catalogue';
import { ExtraServiceRow } from './extra-service-row';
import { ProductEditor } from './product-editor';
import { ProductGroupRow } from './product-group-row';

const TABS = ['products', 'groups', 'services'] as const;

const STATUS_COLORS = { ACTIVE: 'green', BLOCKED: 'orange', RETIRED: 'gray' } as const;

/** The products (filtered on the screen), each with its edit button. */
function ProductTable({
  products,
  groupName,
  onEdit,
}: {
  products: AdminProduct[];
  groupName: (pk: number) => string;
  onEdit: (product: AdminProduct) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const columns = useMemo(() => {
    const column = dataTableColumns<AdminProduct>();
    return column.columns([
      column.accessor('customer_reference', { header: t('catalogue.reference'), meta: { wrap: 'nowrap' } }),
      column.accessor((product) => pickText(product.description, language), {
        id: 'description',
        header: t('catalogue.description'),
        meta: { minWidth: '12rem' },
      }),
      column.accessor((product) => groupName(product.product_group), {
        id: 'group',
        header: t('catalogue.group'),
      }),
      column.accessor('unit_price', {
        header: t('catalogue.unitPrice'),
        meta: { align: 'right', wrap: 'nowrap' },
        cell: (info) => formatDecimal(info.getValue(), language),
      }),
      column.accessor('status', {
        header: t('catalogue.statusHeader'),
        cell: (info) => (
          <Badge color={STATUS_COLORS[info.getValue()]}>{t(`catalogue.status.${info.getValue()}`)}</Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t('catalogue.actions')}</VisuallyHidden>,
        cell: ({ row: { original: product } }) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => onEdit(product)}
            aria-label={t('catalogue.editProduct', { reference: product.customer_reference })}
          >
            {t('catalogue.edit')}
          </Button>
        ),
      }),
    ]);
  }, [t, language, groupName, onEdit]);
  return (
    <DataTable
      label={t('catalogue.tabs.products')}
      columns={columns}
      data={products}
      getRowId={(product) => String(product.pk)}
      empty={<Text>{t('catalogue.noProducts')}</Text>}
      minWidth={640}
    />
  );
}

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

  if (catalogue.isPending) return <LoadingStatus label={t('app.loading')} />;
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
          <ProductTable
            products={products}
            groupName={groupName}
            onEdit={(product) => update({ product: String(product.pk) })}
          />
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
