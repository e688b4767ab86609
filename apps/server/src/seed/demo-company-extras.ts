import type { DemoCompany, DemoUser } from './demo-company-list.js';
import type { ProductGroupName } from './demo-products.js';

const GROUP_CODES: Record<string, ProductGroupName> = {
  OP: 'Original Part',
  AC: 'Accessories',
  ER: 'Eurorepar',
  MP: 'MOPAR',
  SU: 'SUSTAINera',
  BP: 'bproauto',
};

/**
 * Further supplier companies across the world, one per line:
 * key | name | cofor10 | mail domain | street | postal code | city | country | registered | groups | first user | flags
 */
const EXTRA_ROWS = `
bavaria | Bavaria Präzisionsteile GmbH | 41872D0001 | bavaria-praezision | Gewerbepark Süd 4 | 93055 | Regensburg | DE | 2019-06-03 | OP AC MP | Jonas Weber | internal
torinesi | Officine Meccaniche Torinesi S.p.A. | 52291E0001 | omt-torino | Corso Orbassano 336 | 10137 | Torino | IT | 2020-02-11 | OP ER MP | Giulia Romano | internal
navarra | Talleres Navarra Recambios S.A. | 60318F0001 | talleres-navarra | Calle de la Industria 9 | 50016 | Zaragoza | ES | 2021-09-27 | OP ER | Lucía Fernández |
minas | Autopeças Minas Gerais Ltda. | 71455G0001 | autopecas-minas | Rodovia Fernão Dias km 429 | 32530-000 | Betim | BR | 2020-08-19 | MP OP | Rafael Souza | internal handling
odlewnie | Polskie Odlewnie Precyzyjne Sp. z o.o. | 83627H0001 | odlewnie-precyzyjne | ul. Przemysłowa 21 | 43-300 | Bielsko-Biała | PL | 2022-04-05 | OP AC SU | Katarzyna Nowak |
atlas | Atlas Câblage Maroc SARL | 94106J0001 | atlas-cablage | Tanger Automotive City, Lot 45 | 90000 | Tanger | MA | 2023-01-16 | OP ER | Youssef El Amrani | scribos
anadolu | Anadolu Otomotiv Parça A.Ş. | 15732K0001 | anadolu-otomotiv | Nilüfer OSB, Mavi Cadde 12 | 16140 | Bursa | TR | 2021-05-12 | OP BP | Emre Yılmaz |
ningbo | Ningbo Jinhai Auto Parts Co., Ltd. | 26849L0001 | jinhai-autoparts | 88 Yangzijiang North Road | 315800 | Ningbo | CN | 2024-03-20 | AC BP | Wei Li |
greatlakes | Great Lakes Fastener Corp. | 37951M0001 | greatlakes-fastener | 2150 Industrial Parkway | MI 48326 | Auburn Hills | US | 2022-10-03 | MP | Michael Johnson |
lorraine | Lorraine Plasturgie SAS | 48203N0001 | lorraine-plasturgie | 5 Rue du Haut Fourneau | 57100 | Thionville | FR | 2019-02-18 | OP ER | Nicolas Petit | internal inactive
rhone | Rhône Filtration SA | 59374P0001 | rhone-filtration | 22 Avenue Jean Jaurès | 69007 | Lyon | FR | 2025-06-30 | OP ER SU | Claire Dubois |
moravia | Moravia Elektro a.s. | 61485Q0001 | moravia-elektro | Průmyslová 1420 | 74101 | Nový Jičín | CZ | 2023-09-14 | OP AC | Petr Dvořák |
tatra | Tatra Gumárne s.r.o. | 72596R0001 | tatra-gumarne | Priemyselná 7 | 05801 | Poprad | SK | 2026-02-02 | SU BP | Martin Horváth |
vosges | Décolletage des Vosges SAS | T000000014 | decolletage-vosges | 12 Rue des Tilleuls | 88200 | Remiremont | FR | 2025-11-03 | OP ER | Hélène Marchal |
`;

/** "Jonas Weber" at "bavaria-praezision" -> j.weber@bavaria-praezision.example */
function buildFirstUser(fullName: string, domain: string): DemoUser {
  const [firstName = '', ...rest] = fullName.split(' ');
  const lastName = rest.join(' ');
  const local = `${firstName[0]}.${lastName.replace(/\s+/g, '')}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  return { email: `${local}@${domain}.example`, firstName, lastName, group: 'supplier' };
}

function parseExtraRow(line: string): DemoCompany {
  const cells = line.split('|').map((cell) => cell.trim());
  if (cells.length !== 12) throw new Error(`demo company row needs 12 cells: ${line}`);
  const [key, name, cofor10, domain, street, postalCode, city, country, registeredAt, groups, user, flags] =
    cells as [string, string, string, string, string, string, string, string, string, string, string, string];
  const productGroups = groups.split(' ').map((code) => {
    const group = GROUP_CODES[code];
    if (!group) throw new Error(`unknown product group code ${code}`);
    return group;
  });
  const flagList = flags.split(' ');
  return {
    key,
    kind: 'SUPPLIER',
    name,
    cofor10,
    domain,
    address: { street, postalCode, city, country },
    registeredAt,
    productGroups,
    users: [buildFirstUser(user, domain)],
    internal: flagList.includes('internal'),
    handlingIncluded: flagList.includes('handling'),
    blockedCompletely: flagList.includes('inactive'),
    ...(flagList.includes('scribos') ? { transportRestriction: 'TRANSPORT_SCRIBOS' as const } : {}),
  };
}

export const EXTRA_COMPANIES: readonly DemoCompany[] = EXTRA_ROWS.trim().split('\n').map(parseExtraRow);

/** A second user awaiting activation by customer service, for the back office demo. */
export const AWAITING_ACTIVATION_USER: { companyKey: string; user: DemoUser } = {
  companyKey: 'rhone',
  user: {
    email: 'a.moreau@rhone-filtration.example',
    firstName: 'Antoine',
    lastName: 'Moreau',
    group: 'supplier',
    state: 'CS_APPROVAL_REQUESTED',
  },
};
