import type { CompanyProfile } from '@label-portal/contract';
import { Alert, Center, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { productsQueryOptions, shopSettingsQueryOptions } from '../api/products';
import { cartActions, useCart } from '../hooks/use-cart';
import { NonStandardOrder } from '../non-standard/components/non-standard-order';
import { blockedReasonKeys, blockedShortKeys } from '../utils/blocking';
import { isStandardProduct } from '../utils/products';
import { StandardOrder } from './standard-order';

type Tab = 'standard' | 'nonStandard';

/** The two tabs of the order process, the blocked reasons above them and the tab-switch dialog. */
export function OrderingTabs({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const cart = useCart();
  const language = useLanguage();
  const products = useQuery(productsQueryOptions(language));
  const settings = useQuery(shopSettingsQueryOptions);
  const tab = cart.tab;
  const [pendingTab, setPendingTab] = useState<Tab | null>(null);
  /** Changes whenever the cart is cleared from here, so that the rolls inputs start over. */
  const [tableKey, setTableKey] = useState(0);
  /** The cart was checked (and a repeated order prefilled) for this visit; the table shows only then. */
  const [entered, setEntered] = useState(false);

  const allProducts = products.data ?? [];
  const standardProducts = allProducts.filter(isStandardProduct);
  const nonStandardProducts = allProducts.filter((product) => !isStandardProduct(product));
  const anyProductBlocked = allProducts.some((product) => product.blocked);
  const reasons = blockedReasonKeys(company, anyProductBlocked);
  const blocked = reasons.length > 0 || anyProductBlocked;
  const blockedLabel = blockedShortKeys(company)
    .map((key) => t(key))
    .join(', ');

  const enterStandardTab = useCallback(() => {
    cartActions.enterStandardTab(products.data?.filter(isStandardProduct) ?? []);
    setTableKey((key) => key + 1);
  }, [products.data]);

  // The cart and its print data stay until the order is sent or cleared (decision 040); only a
  // REPEAT from the history replaces it, once per visit, with the repeated order; after a sent order
  // the next one starts on the standard tab.
  useEffect(() => {
    if (entered || !products.data) return;
    if (cartActions.hasRepeat() || cartActions.hasPlaced()) enterStandardTab();
    setEntered(true);
  }, [entered, products.data, enterStandardTab]);

  const switchTo = (next: Tab) => {
    if (next === 'standard') enterStandardTab();
    else cartActions.reset();
    cartActions.setTab(next);
  };

  const requestTab = (value: string | null) => {
    const next: Tab = value === 'nonStandard' ? 'nonStandard' : 'standard';
    if (next === tab) return;
    if (cart.rows.length > 0) setPendingTab(next);
    else switchTo(next);
  };

  const confirmSwitch = () => {
    if (!pendingTab) return;
    cartActions.reset();
    setTableKey((key) => key + 1);
    switchTo(pendingTab);
    setPendingTab(null);
  };

  let tableArea: (kind: Tab) => React.ReactNode;
  if (products.isPending || (products.isSuccess && !entered)) {
    tableArea = () => (
      <Center py="xl">
        <LoadingStatus label={t('app.loading')} />
      </Center>
    );
  } else if (products.isError) {
    tableArea = () => (
      <LoadError text={t('ordering.productsLoadError')} onRetry={() => void products.refetch()} />
    );
  } else {
    tableArea = (kind) => {
      const list = kind === 'standard' ? standardProducts : nonStandardProducts;
      if (list.length === 0) {
        return (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
            {t('ordering.noProducts')}
          </Alert>
        );
      }
      const orderProps = {
        products: list,
        blocked,
        blockedLabel,
        transportRestriction: company.transport_restriction,
        settings: settings.data,
      };
      if (kind === 'standard') return <StandardOrder key={tableKey} {...orderProps} />;
      return <NonStandardOrder {...orderProps} />;
    };
  }

  return (
    <>
      {reasons.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconLock size={20} aria-hidden />}
          title={t('ordering.blockedTitle')}
          role="alert"
          maw={720}
        >
          <Stack gap={4}>
            {reasons.map((key) => (
              <span key={key}>{t(key)}</span>
            ))}
          </Stack>
        </Alert>
      )}
      <Tabs value={tab} onChange={requestTab} keepMounted={false}>
        <Tabs.List aria-label={t('ordering.tabs.label')}>
          <Tabs.Tab value="standard">{t('ordering.tabs.standard')}</Tabs.Tab>
          <Tabs.Tab value="nonStandard">{t('ordering.tabs.nonStandard')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="standard" pt="lg">
          {tableArea('standard')}
        </Tabs.Panel>
        <Tabs.Panel value="nonStandard" pt="lg">
          {tableArea('nonStandard')}
        </Tabs.Panel>
      </Tabs>
      <ConfirmDialog
        opened={pendingTab !== null}
        title={t('ordering.switchDialog.title')}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={confirmSwitch}
        onCancel={() => setPendingTab(null)}
      >
        {t('ordering.switchDialog.text')}
      </ConfirmDialog>
    </>
  );
}
