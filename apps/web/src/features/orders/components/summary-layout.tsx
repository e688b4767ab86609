import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import layout from '../../../components/layout.module.css';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCart } from '../hooks/use-cart';
import { ORDER_PROCESS_PATH, SUMMARY_STEPS, type SummaryStep, thankYouPath } from '../utils/paths';
import classes from './ordering.module.css';

function currentStep(pathname: string): SummaryStep | undefined {
  const segment = pathname.replace(/\/+$/, '').split('/').pop();
  return (Object.keys(SUMMARY_STEPS) as SummaryStep[]).find((step) => SUMMARY_STEPS[step] === segment);
}

const NUMBERED_STEPS: readonly SummaryStep[] = ['addressAndDelivery', 'payment'];

function StepList({ active }: { active: SummaryStep }) {
  const { t } = useTranslation();
  const activeIndex = active === 'thankYou' ? NUMBERED_STEPS.length : NUMBERED_STEPS.indexOf(active);
  return (
    <Box component="nav" aria-label={t('orderSummary.steps.label')}>
      <Group component="ol" gap="lg" className={classes.stepList}>
        {NUMBERED_STEPS.map((step, index) => {
          const done = index < activeIndex;
          const current = index === activeIndex;
          return (
            <Group
              component="li"
              key={step}
              gap="xs"
              wrap="nowrap"
              aria-current={current ? 'step' : undefined}
            >
              <ThemeIcon
                radius="xl"
                size="md"
                variant={current || done ? 'filled' : 'light'}
                color={done ? 'teal' : undefined}
                aria-hidden
              >
                {done ? (
                  <IconCheck size={16} />
                ) : (
                  <Text size="sm" fw={700}>
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Text fw={current ? 700 : 500} c={current || done ? undefined : 'dimmed'}>
                {t(`orderSummary.steps.${step}`)}
              </Text>
            </Group>
          );
        })}
      </Group>
    </Box>
  );
}

/**
 * /orders/order_process/order_summary: the steps around their pages. The address and payment
 * steps need a cart; with an empty one the user goes back to the order process (or, just after
 * sending, to the thank-you page).
 */
export function OrderSummaryLayout() {
  const { t } = useTranslation();
  usePageTitle(t('orderSummary.pageTitle'));
  const { pathname } = useLocation();
  const cart = useCart();
  const step = currentStep(pathname);

  if ((step === 'addressAndDelivery' || step === 'payment') && cart.rows.length === 0) {
    return <Navigate to={cart.placed ? thankYouPath(cart.placed.orderId) : ORDER_PROCESS_PATH} replace />;
  }

  return (
    <Stack gap="lg" className={layout.page}>
      <Title order={1}>{t('orderSummary.heading')}</Title>
      {step && step !== 'error' && <StepList active={step} />}
      <Outlet />
    </Stack>
  );
}
