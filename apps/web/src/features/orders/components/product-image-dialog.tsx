import type { Product } from '@label-portal/contract';
import { Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The image dialog of a product (ordering.md section 2: clicking the image opens it). */
export function ProductImageDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={product ? t('ordering.imageDialog.title', { reference: product.customer_reference }) : ''}
      centered
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {product && (
        <Stack gap="xs">
          <Image src={product.image} alt={product.customer_reference} fit="contain" mah="60vh" />
          <Text size="sm" c="dimmed">
            {product.description}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
