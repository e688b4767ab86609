import {
  type AdminExtraService,
  type AdminProduct,
  type AdminProductGroup,
  createProductGroupEndpoint,
  formatMoney,
  type Language,
  pickText,
  updateExtraServiceEndpoint,
  updateProductGroupEndpoint,
} from '@label-portal/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { usePageTitle } from '../../../hooks/use-page-title';
import { callEndpoint } from '../../../lib/api-client';
import { adminCatalogueQueryOptions, CATALOGUE_QUERY_KEY } from '../api/catalogue';
import { detailOf, fieldErrorsOf } from '../utils/errors';
import { ProductEditor } from './product-editor';

const TABS = ['products', 'groups', 'services'] as const;

/** Saves one row (a group or an extra service) and shows the server's messages beside it. */
function useRowSave<T>(save: (value: T) => Promise<unknown>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      setErrors({});
      notifications.show({ color: 'green', message: t('catalogue.saved') });
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY });
    },
    onError: (error) => {
      const detail = detailOf(error);
      setErrors({ ...fieldErrorsOf(error), ...(detail ? { detail } : {}) });
    },
  });
  return { mutation, errors };
}

function GroupRow({ group }: { group: AdminProductGroup | undefined }) {
  const { t } = useTranslation();
  const [name, setName] = useState(group?.name ?? '');
  const [sortIndex, setSortIndex] = useState(String(group?.sort_index ?? 0));
  const { mutation, errors } = useRowSave(() => {
    const body = { name, sort_index: Number(sortIndex) };
    return group
      ? callEndpoint(updateProductGroupEndpoint, {
          params: { pk: group.pk },
          body: { ...body, version: group.version },
        })
      : callEndpoint(createProductGroupEndpoint, { body });
  });
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          aria-label={t('catalogue.groupName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('catalogue.sortIndex')}
          value={sortIndex}
          onChange={(e) => setSortIndex(e.currentTarget.value)}
          error={errors.sort_index}
          w={100}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" onClick={() => mutation.mutate(undefined)} loading={mutation.isPending}>
          {group ? t('catalogue.save') : t('catalogue.create')}
        </Button>
        {errors.detail && (
          <Alert color="red" mt={4} role="alert">
            {errors.detail}
          </Alert>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function ServiceRow({ service }: { service: AdminExtraService }) {
  const { t, i18n } = useTranslation();
  const [fee, setFee] = useState(service.fee);
  const [nameEn, setNameEn] = useState(service.name.en);
  const [nameFr, setNameFr] = useState(service.name.fr ?? '');
  const { mutation, errors } = useRowSave(() =>
    callEndpoint(updateExtraServiceEndpoint, {
      params: { pk: service.pk },
      body: { name: { en: nameEn, fr: nameFr }, fee, version: service.version },
    }),
  );
  return (
    <Table.Tr>
      <Table.Td>{service.category}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('catalogue.nameEn')}
          value={nameEn}
          onChange={(e) => setNameEn(e.currentTarget.value)}
          error={errors['name.en']}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('catalogue.nameFr')}
          value={nameFr}
          onChange={(e) => setNameFr(e.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('catalogue.fee')}
          value={fee}
          onChange={(e) => setFee(e.currentTarget.value)}
          error={errors.fee}
          description={formatMoney(service.fee, i18n.language as Language)}
          w={140}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" onClick={() => mutation.mutate(undefined)} loading={mutation.isPending}>
          {t('catalogue.save')}
        </Button>
        {errors.detail && (
          <Alert color="red" mt={4} role="alert">
            {errors.detail}
          </Alert>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

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
      }),
      column.accessor((product) => groupName(product.product_group), {
        id: 'group',
        header: t('catalogue.group'),
      }),
      column.accessor('unit_price', { header: t('catalogue.unitPrice') }),
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
              <GroupRow key={`${group.pk}-${group.version}`} group={group} />
            ))}
            <GroupRow key={`new-${data.product_groups.length}`} group={undefined} />
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
                <ServiceRow key={`${service.pk}-${service.version}`} service={service} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
