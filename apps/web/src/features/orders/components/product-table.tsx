import { formatCount, type Product, parseRolls } from '@label-portal/contract';
import {
  ActionIcon,
  Group,
  Image,
  Popover,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconRotate2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/layout.module.css';
import { useLanguage } from '../../../hooks/use-language';
import { useTableMinWidth } from '../../../hooks/use-table-min-width';
import type { CartRow } from '../utils/cart';
import { dimensionsOf, groupByProductGroup, rollsOf } from '../utils/products';
import classes from './ordering.module.css';
import { PriceCell, type PricedPosition } from './price-cell';
import { ProductImageDialog } from './product-image-dialog';

interface ProductTableProps {
  products: readonly Product[];
  rows: readonly CartRow[];
  /** Draft positions by row id (possibly of an earlier cart: their quantity tells). */
  pricedPositions?: ReadonlyMap<string, PricedPosition>;
  inputsDisabled: boolean;
  /** The mark of blocked products (the short reasons, for example "Has not paid due bills"). */
  blockedLabel: string;
  /** Server messages per cart row id (for example "This quantity is too large."). */
  positionErrors?: ReadonlyMap<string, string>;
  /** The costs of the current cart could not be calculated: the price cells say so. */
  costsFailed?: boolean;
  onRollsChange: (product: Product, rolls: number) => void;
}

/** The product table of the standard tab, grouped by product group (ordering.md section 2). */
export function ProductTable({
  products,
  rows,
  pricedPositions,
  inputsDisabled,
  blockedLabel,
  positionErrors,
  costsFailed = false,
  onRollsChange,
}: ProductTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [imageProduct, setImageProduct] = useState<Product | null>(null);
  const groups = groupByProductGroup(products);
  const columns = 9;
  const tableMinWidth = useTableMinWidth(columns);

  const rollsText = (product: Product, row: CartRow | undefined) =>
    texts[product.pk] ?? (row ? String(rollsOf(row.quantity, product.labels_per_unit)) : '');

  const changeRolls = (product: Product, text: string) => {
    setTexts((current) => ({ ...current, [product.pk]: text }));
    onRollsChange(product, parseRolls(text));
  };

  return (
    <>
      <Table.ScrollContainer minWidth={tableMinWidth} type="native" className={layout.tableScroll}>
        <Table verticalSpacing="xs" highlightOnHover className={classes.productTable}>
          <VisuallyHidden component="caption">{t('ordering.table.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.iconColumn}>{t('ordering.table.rewind')}</Table.Th>
              <Table.Th className={classes.iconColumn}>{t('ordering.table.info')}</Table.Th>
              <Table.Th>{t('ordering.table.image')}</Table.Th>
              <Table.Th>{t('ordering.table.reference')}</Table.Th>
              <Table.Th>{t('ordering.table.description')}</Table.Th>
              <Table.Th>{t('ordering.table.destination')}</Table.Th>
              <Table.Th>{t('ordering.table.rolls')}</Table.Th>
              <Table.Th ta="end">{t('ordering.table.labels')}</Table.Th>
              <Table.Th ta="end">{t('ordering.table.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          {groups.map((group) => (
            <Table.Tbody key={group.name}>
              <Table.Tr className={classes.groupRow}>
                <Table.Th colSpan={columns} scope="colgroup">
                  <span className={classes.groupName}>{group.name}</span>
                </Table.Th>
              </Table.Tr>
              {group.products.map((product) => {
                const row = rows.find((candidate) => candidate.product === product.pk);
                const error = row ? positionErrors?.get(row.rowId) : undefined;
                return (
                  <Table.Tr
                    key={product.pk}
                    className={product.blocked ? classes.blockedRow : undefined}
                    data-blocked={product.blocked || undefined}
                  >
                    <Table.Td className={classes.iconColumn}>
                      {product.rewind_flag && (
                        <Tooltip label={t('ordering.table.rewound')}>
                          <ThemeIcon
                            variant="light"
                            size="md"
                            aria-label={t('ordering.table.rewound')}
                            role="img"
                          >
                            <IconRotate2 size={18} aria-hidden />
                          </ThemeIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                    <Table.Td className={classes.iconColumn}>
                      {product.note && (
                        <Popover width={280} withArrow shadow="md" position="right">
                          <Popover.Target>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('ordering.table.noteOf', {
                                reference: product.customer_reference,
                              })}
                            >
                              <IconInfoCircle size={20} aria-hidden />
                            </ActionIcon>
                          </Popover.Target>
                          <Popover.Dropdown>
                            <Text size="sm">{product.note}</Text>
                          </Popover.Dropdown>
                        </Popover>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {product.image && (
                        <UnstyledButton
                          onClick={() => setImageProduct(product)}
                          aria-label={t('ordering.table.imageOf', { reference: product.customer_reference })}
                          className={classes.thumbnailButton}
                        >
                          <Image src={product.image} alt="" w={56} h={40} fit="contain" />
                        </UnstyledButton>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {product.blocked && (
                          <ThemeIcon color="red" variant="light" size="sm" aria-hidden>
                            <IconAlertTriangle size={14} aria-hidden />
                          </ThemeIcon>
                        )}
                        <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {product.customer_reference}
                        </Text>
                      </Group>
                      {product.blocked && (
                        <Text size="xs" c="red.9" data-testid="blocked-reason">
                          {blockedLabel}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{dimensionsOf(product, t('ordering.table.ribbonSuffix'))}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{product.destination}</Text>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="sm"
                        w={96}
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={t('ordering.table.rollsFor', { reference: product.customer_reference })}
                        value={rollsText(product, row)}
                        onChange={(event) => changeRolls(product, event.currentTarget.value)}
                        disabled={inputsDisabled}
                        error={error ?? product.blocked}
                        maxLength={9}
                      />
                    </Table.Td>
                    <Table.Td ta="end">
                      <Text size="sm">{formatCount(row?.quantity ?? 0, language)}</Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <PriceCell
                        product={product}
                        row={row}
                        priced={row ? pricedPositions?.get(row.rowId) : undefined}
                        failed={costsFailed}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
      <ProductImageDialog product={imageProduct} onClose={() => setImageProduct(null)} />
    </>
  );
}
