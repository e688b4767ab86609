import { createHash } from 'node:crypto';
import type { Language, LocalizedText } from '@label-portal/contract';
import type { Executor } from '../db/client.js';
import { documentCategories, documentContents, documents, documentVersions } from '../db/schema/index.js';
import { buildPdf, buildPng } from '../lib/sample-files.js';

/** The document categories, in the order the documentation page lists them. */
export const DOCUMENT_CATEGORIES: readonly { slug: string; name: LocalizedText }[] = [
  { slug: 'user-guide', name: { en: 'User guide', fr: 'Guide d’utilisation' } },
  {
    slug: 'label-application-instructions',
    name: { en: 'Label application instructions', fr: 'Instructions de pose des étiquettes' },
  },
  { slug: 'product-catalogue', name: { en: 'Product catalogue', fr: 'Catalogue des produits' } },
  { slug: 'terms-and-conditions', name: { en: 'Terms and conditions', fr: 'Conditions générales' } },
];

type DemoFile = {
  slug: string;
  language: Language;
  description: string;
  originalFilename: string;
  extension: 'pdf' | 'png';
  bytes: Buffer;
  daysAgo: number;
};

const PDF = (title: string, lines: string[]) => buildPdf([title, '', ...lines]);

/**
 * The demo's documents: small real files made as bytes. The English user guide has two versions
 * (the list shows the second; the first stays downloadable).
 */
const DEMO_FILES: readonly DemoFile[] = [
  {
    slug: 'user-guide',
    language: 'en',
    description: 'How to register, order labels and follow your orders',
    originalFilename: 'Label Portal user guide.pdf',
    extension: 'pdf',
    bytes: PDF('Label Portal - User guide (first edition)', ['Sign in with your e-mail and account id.']),
    daysAgo: 120,
  },
  {
    slug: 'user-guide',
    language: 'en',
    description: 'How to register, order labels and follow your orders',
    originalFilename: 'Label Portal user guide v2.pdf',
    extension: 'pdf',
    bytes: PDF('Label Portal - User guide', [
      '1. Sign in with your e-mail, your account id and your password.',
      '2. Ordering: choose products, enter rolls or labels, then CHECKOUT.',
      '3. Statistics: follow your orders and request a cancellation.',
    ]),
    daysAgo: 30,
  },
  {
    slug: 'user-guide',
    language: 'fr',
    description: 'S’inscrire, commander des étiquettes et suivre ses commandes',
    originalFilename: 'Guide utilisateur.pdf',
    extension: 'pdf',
    bytes: PDF('Label Portal - Guide d utilisation', [
      '1. Connectez-vous avec votre e-mail, votre identifiant de compte et votre mot de passe.',
      '2. Commande : choisissez les produits, saisissez les rouleaux, puis validez.',
    ]),
    daysAgo: 28,
  },
  {
    slug: 'label-application-instructions',
    language: 'en',
    description: 'Where and how to apply a security label',
    originalFilename: 'application.png',
    extension: 'png',
    bytes: buildPng(64, 40, [
      [0, 82, 147],
      [255, 255, 255],
    ]),
    daysAgo: 60,
  },
  {
    slug: 'product-catalogue',
    language: 'fr',
    description: 'Les étiquettes et leurs options',
    originalFilename: 'catalogue.pdf',
    extension: 'pdf',
    bytes: PDF('Catalogue des produits', ['SL-OP-1001 Original Part - rouleau de 1000 etiquettes']),
    daysAgo: 45,
  },
  {
    slug: 'terms-and-conditions',
    language: 'en',
    description: 'Payment 30 days net; delivery FCA, Incoterms 2020',
    originalFilename: 'terms.pdf',
    extension: 'pdf',
    bytes: PDF('Terms and conditions', ['Payment terms: 30 days net.', 'Delivery: FCA, Incoterms 2020.']),
    daysAgo: 90,
  },
];

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts the document categories and the demo documents, uploaded by customer service. */
export async function insertDocuments(
  tx: Executor,
  context: { staffUserId: number; now: Date },
): Promise<void> {
  const categories = await tx
    .insert(documentCategories)
    .values(DOCUMENT_CATEGORIES.map((category, index) => ({ ...category, sortIndex: (index + 1) * 10 })))
    .returning({ id: documentCategories.id, slug: documentCategories.slug });
  const categoryIds = new Map(categories.map((category) => [category.slug, category.id]));
  const documentIds = new Map<string, number>();
  const versions = new Map<string, number>();
  for (const file of DEMO_FILES) {
    const key = `${file.slug}/${file.language}`;
    let documentId = documentIds.get(key);
    if (documentId === undefined) {
      const [row] = await tx
        .insert(documents)
        .values({ categoryId: categoryIds.get(file.slug)!, language: file.language })
        .returning({ id: documents.id });
      documentId = row!.id;
      documentIds.set(key, documentId);
    }
    const version = (versions.get(key) ?? 0) + 1;
    versions.set(key, version);
    const [versionRow] = await tx
      .insert(documentVersions)
      .values({
        documentId,
        version,
        description: file.description,
        originalFilename: file.originalFilename,
        extension: file.extension,
        contentType: CONTENT_TYPES[file.extension],
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        uploadedBy: context.staffUserId,
        uploadedAt: new Date(context.now.getTime() - file.daysAgo * DAY_MS),
      })
      .returning({ id: documentVersions.id });
    await tx.insert(documentContents).values({ versionId: versionRow!.id, data: file.bytes });
  }
}
