import {
  type CostExplanation,
  formatMoney,
  type OrderDraft,
  type ShopSettings,
  subtractDecimal,
} from '@label-portal/contract';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { explanationText } from '../utils/costs';
import classes from './ordering.module.css';

interface CostSummaryProps {
  /** The draft to show: the current one, or the last one (greyed) while recomputing. */
  draft: OrderDraft | undefined;
  pending: boolean;
  /** The draft call of the current cart failed: the server's reason, if it gave one. */
  failed: boolean;
  failureText?: string | undefined;
  /** The shown draft is of earlier entries (the current calculation failed). */
  stale?: boolean;
  onRetry?: () => void;
  settings?: ShopSettings | undefined;
  /** Messages below the amounts (minimum order quantity, 1.5 Mio warning). */
  warnings?: readonly string[];
  titleId?: string;
  /** Shows partial roll / print design costs apart, handling as handling_costs minus them. */
  splitSubCosts?: boolean;
}

function Explanation({ explanation }: { explanation: CostExplanation }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = explanationText(explanation);
  const message = text.total ? t(text.key, { total: formatMoney(text.total, language) }) : t(text.key);
  const Icon = text.level === 'info' ? IconInfoCircle : IconAlertTriangle;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Icon
        size={16}
        aria-hidden
        color={text.level === 'info' ? 'var(--mantine-color-blue-7)' : 'var(--mantine-color-orange-8)'}
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="xs" c={text.level === 'info' ? 'dimmed' : 'orange.9'} data-level={text.level}>
        {message}
      </Text>
    </Group>
  );
}

interface CostLineProps {
  kind: 'labels' | 'handling' | 'sub' | 'delivery' | 'total';
  label: string;
  amount: string;
  explanation?: CostExplanation | undefined;
  isTotal?: boolean;
}

/** One line of the cost summary: its name (with the explanation under it) and the amount. */
function CostLine({ kind, label, amount, explanation, isTotal = false }: CostLineProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={isTotal ? 700 : 500}>
        <Stack gap={2}>
          <span>{label}</span>
          {explanation && <Explanation explanation={explanation} />}
        </Stack>
      </Table.Th>
      <Table.Td className={classes.amount} fw={isTotal ? 700 : undefined} data-cost={kind}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}

/** Labels total, handling costs, delivery costs and total of a draft, with their explanations. */
export function CostSummary({
  draft,
  pending,
  failed,
  failureText,
  stale = false,
  onRetry,
  settings,
  warnings = [],
  titleId = 'cost-summary-title',
  splitSubCosts = false,
}: CostSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const staleId = `${titleId}-stale`;
  const amount = (value: string | undefined) =>
    value === undefined ? t('common.notAvailable') : formatMoney(value, language);

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      className={classes.costPanel}
      aria-labelledby={titleId}
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('costs.title')}
          </Title>
          {pending && <LoadingStatus size="xs" label={t('ordering.table.computing')} />}
        </Group>
        <Table
          withRowBorders
          verticalSpacing={6}
          horizontalSpacing={0}
          aria-busy={pending}
          aria-describedby={stale ? staleId : undefined}
          className={pending || stale ? classes.outdatedCosts : undefined}
          data-testid="cost-summary"
          data-stale={stale || undefined}
        >
          <Table.Tbody>
            <CostLine kind="labels" label={t('costs.labelsTotal')} amount={amount(draft?.labels_total)} />
            <CostLine
              kind="handling"
              label={t('costs.handlingCosts')}
              explanation={draft?.handling_costs_explanation}
              amount={amount(
                draft && splitSubCosts
                  ? subtractDecimal(draft.handling_costs, draft.handling_sub_costs_operator)
                  : draft?.handling_costs,
              )}
            />
            {splitSubCosts && (
              <CostLine
                kind="sub"
                label={t('costs.subCosts')}
                amount={amount(draft?.handling_sub_costs_operator)}
              />
            )}
            <CostLine
              kind="delivery"
              label={t('costs.deliveryCosts')}
              explanation={draft?.delivery_costs_explanation}
              amount={amount(draft?.delivery_costs)}
            />
            <CostLine kind="total" label={t('costs.total')} amount={amount(draft?.total)} isTotal />
          </Table.Tbody>
        </Table>
        {settings && (
          <Text size="xs" c="dimmed">
            {t('costs.terms', { days: settings.payment_terms_days, incoterms: settings.incoterms })}
          </Text>
        )}
        {stale && (
          <Text size="xs" fw={600} c="orange.9" id={staleId} data-testid="costs-stale">
            {t('costs.stale')}
          </Text>
        )}
        {failed && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} aria-hidden />}
            role="alert"
            data-testid="costs-failure"
          >
            <Stack gap="xs" align="flex-start">
              <span>{failureText ?? t('ordering.draftFailed')}</span>
              {onRetry && (
                <Button size="xs" variant="white" color="red" onClick={onRetry}>
                  {t('common.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {warnings.map((warning) => (
          <Alert
            key={warning}
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            role="alert"
          >
            {warning}
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}
