import { hasAllRights, RIGHTS, SCREENS, type ScreenKey, supplierDataEndpoint } from '@label-portal/contract';

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
 * A link to a screen of the screen table (decision 319): its path, title and guard's right come
 * from the table; `alsoNeeds` adds the rights of the screen's data calls where the link needs more
 * than the guard (decision 051).
 */
function screenLink(key: ScreenKey, alsoNeeds: readonly string[] = []): LandingLink {
  const { path, titleKey, right } = SCREENS[key];
  return { labelKey: titleKey, to: path, rights: [...alsoNeeds, ...(right ? [right] : [])] };
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
      screenLink('orderHistory'),
      screenLink('orderStatistics'),
      screenLink('orderOverview', [RIGHTS.viewOrderOverview]),
    ],
  },
  {
    key: 'labels',
    titleKey: 'statistics.boxes.labels',
    links: [
      screenLink('authentications'),
      screenLink('supplierAnalysis'),
      screenLink('idAnalysis'),
      screenLink('spoolAnalysis'),
      // Its route's guard only: a supplier reads their own company's volumes (decisions 236, 238).
      screenLink('volumeStatus'),
    ],
  },
  {
    key: 'suppliers',
    titleKey: 'statistics.boxes.suppliers',
    links: [screenLink('registrations', [RIGHTS.viewRegistrationStatistics])],
  },
  {
    key: 'suppliersFile',
    titleKey: 'statistics.boxes.suppliersFile',
    links: [
      {
        labelKey: 'statistics.downloadSuppliersFile',
        to: supplierDataEndpoint.path,
        rights: [RIGHTS.supplierData],
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
