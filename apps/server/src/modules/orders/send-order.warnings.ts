import type { Language, OrderWarning } from '@label-portal/contract';
import type { BlockingStatus } from './blocking.service.js';

const TEXTS = {
  en: {
    nextBlocks:
      'You have shipped orders with labels that are not activated yet. One more such order will block ordering: please activate the labels you received.',
    quota: (group: string) =>
      `The quota of ${group} is exceeded by this order: customer service will contact you before delivery.`,
    fca: "Delivery is FCA at the provider's site (Incoterms 2020): please organise the pick-up.",
  },
  fr: {
    nextBlocks:
      'Vous avez des commandes expédiées dont les étiquettes ne sont pas encore activées. Une commande de plus dans ce cas bloquera les commandes : veuillez activer les étiquettes reçues.',
    quota: (group: string) =>
      `Le quota ${group} est dépassé par cette commande : le service client vous contactera avant la livraison.`,
    fca: "Livraison FCA sur le site du fournisseur (Incoterms 2020) : veuillez organiser l'enlèvement.",
  },
} as const;

/** Delivery and activation notes answered with a sent order (domain.md section 5). */
export function buildOrderWarnings(input: {
  language: Language;
  blocking: BlockingStatus;
  quantityByGroup: Map<number, number>;
  balances: Map<number, number>;
  groupNames: Map<number, string>;
  transportByCustomer: boolean;
}): OrderWarning[] {
  const texts = TEXTS[input.language];
  const warnings: OrderWarning[] = [];
  if (input.transportByCustomer)
    warnings.push({ code: 'DELIVERY_NOTE', kind: 'delivery', message: texts.fca });
  for (const [group, quantity] of input.quantityByGroup) {
    if ((input.balances.get(group) ?? 0) - quantity < 0) {
      warnings.push({
        code: 'QUOTA_EXCEEDED',
        kind: 'delivery',
        message: texts.quota(input.groupNames.get(group) ?? ''),
      });
    }
  }
  if (input.blocking.nonActivatedOrders === input.blocking.maxNonActivatedOrders - 1) {
    warnings.push({
      code: 'NON_ACTIVATED_ORDERS_NEXT_BLOCKS',
      kind: 'activation',
      message: texts.nextBlocks,
    });
  }
  return warnings;
}
