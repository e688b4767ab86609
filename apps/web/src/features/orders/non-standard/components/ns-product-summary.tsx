import { formatMoney, type Product } from '@label-portal/contract';
import { Group, Image, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconRotate2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../hooks/use-language';
import { pricePerRoll } from '../../utils/products';

interface NsProductSummaryProps {
  product: Product;
  blockedLabel: string;
}

/** What a row's chosen product is: image, group, destination, roll size, price, note, blocked mark. */
export function NsProductSummary({ product, blockedLabel }: NsProductSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = [
    product.product_group.name,
    product.destination,
    t('ordering.ns.labelsPerRoll', { count: product.labels_per_unit }),
    `${formatMoney(pricePerRoll(product), language)} ${t('ordering.table.pricePerRoll')}`,
  ];
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="ns-product-summary">
      {product.image && <Image src={product.image} alt="" w={56} h={40} fit="contain" />}
      <div>
        <Group gap={6}>
          {product.blocked && (
            <Group gap={4} wrap="nowrap" data-testid="blocked-reason">
              <ThemeIcon color="red" variant="light" size="sm" aria-hidden>
                <IconAlertTriangle size={14} aria-hidden />
              </ThemeIcon>
              <Text size="xs" c="red.9">
                {blockedLabel}
              </Text>
            </Group>
          )}
          {product.rewind_flag && (
            <Tooltip label={t('ordering.table.rewound')}>
              <ThemeIcon variant="light" size="sm" role="img" aria-label={t('ordering.table.rewound')}>
                <IconRotate2 size={14} aria-hidden />
              </ThemeIcon>
            </Tooltip>
          )}
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        </Group>
        {product.note && (
          <Text size="xs" c="dimmed" mt={2}>
            {product.note}
          </Text>
        )}
      </div>
    </Group>
  );
}
