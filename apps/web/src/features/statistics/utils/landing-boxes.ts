import { hasAllRights, RIGHTS } from '@label-portal/contract';

export type LandingBoxKey = 'orders' | 'labels' | 'suppliers' | 'suppliersFile';

export interface LandingLink {
  /** Translation key of the link's text. */
  labelKey: string;
  to: string;
  /**
   * Right patterns the user needs, all of them, to see the link: always those of the route's guard,
   * so that a link never ends on 'Unauthorized Access' (decision 051).
   */
  rights: readonly string[];
  /** False while the screen behind the link is not built: shown as text, never as a link (decision 051). */
  isAvailable: boolean;
  /** A file the server sends (an API download, not a screen): a plain link, never the router's. */
  isDownload?: boolean;
}

export interface LandingBox {
  key: LandingBoxKey;
  /** Translation key of the box title. */
  titleKey: string;
  links: readonly LandingLink[];
}

/**
 * The boxes of the statistics landing (statistics.md section 2, "YOUR STATISTICS"), in the
 * specification's order. A box shows the links the user's rights allow and is left out when none
 * remains (decision 051 gives the right of each link).
 */
export const LANDING_BOXES: readonly LandingBox[] = [
  {
    key: 'orders',
    titleKey: 'statistics.boxes.orders',
    links: [
      {
        labelKey: 'screens.orderHistory',
        to: '/statistics/history',
        rights: [RIGHTS.viewOrder],
        isAvailable: true,
      },
      {
        labelKey: 'screens.orderStatistics',
        to: '/statistics/orderStatistics',
        rights: [RIGHTS.viewOrder],
        isAvailable: true,
      },
      {
        labelKey: 'screens.orderOverview',
        to: '/statistics/order_overview',
        rights: ['statistics.view_orderoverviewstatistics', RIGHTS.ordersAny],
        isAvailable: true,
      },
    ],
  },
  {
    key: 'labels',
    titleKey: 'statistics.boxes.labels',
    links: [
      {
        labelKey: 'screens.authentications',
        to: '/statistics/authentications',
        rights: [RIGHTS.statisticsAny],
        isAvailable: true,
      },
      {
        labelKey: 'screens.supplierAnalysis',
        to: '/statistics/supplier_analysis',
        rights: [RIGHTS.statisticsAny],
        isAvailable: true,
      },
      {
        labelKey: 'screens.idAnalysis',
        to: '/statistics/id_analysis',
        rights: [RIGHTS.statisticsAny],
        isAvailable: true,
      },
      {
        labelKey: 'screens.spoolAnalysis',
        to: '/statistics/spool_analysis',
        rights: [RIGHTS.statisticsAny],
        isAvailable: true,
      },
      {
        labelKey: 'screens.volumeStatus',
        to: '/statistics/volume_status',
        // Its route's guard only: a supplier reads their own company's volumes (decisions 236, 238).
        rights: [RIGHTS.ordersAny],
        isAvailable: true,
      },
    ],
  },
  {
    key: 'suppliers',
    titleKey: 'statistics.boxes.suppliers',
    links: [
      {
        labelKey: 'screens.registrations',
        to: '/statistics/registrations',
        rights: ['statistics.view_registrationstatistics'],
        isAvailable: true,
      },
    ],
  },
  {
    key: 'suppliersFile',
    titleKey: 'statistics.boxes.suppliersFile',
    links: [
      {
        labelKey: 'statistics.downloadSuppliersFile',
        to: '/psa_accounts/supplier_data/',
        rights: [RIGHTS.supplierData],
        isAvailable: true,
        isDownload: true,
      },
    ],
  },
];

/** The boxes the rights allow, each with only the links the rights allow; empty boxes left out. */
export function visibleLandingBoxes(
  permissions: readonly string[],
  boxes: readonly LandingBox[] = LANDING_BOXES,
): LandingBox[] {
  return boxes
    .map((box) => ({ ...box, links: box.links.filter((link) => hasAllRights(permissions, link.rights)) }))
    .filter((box) => box.links.length > 0);
}
