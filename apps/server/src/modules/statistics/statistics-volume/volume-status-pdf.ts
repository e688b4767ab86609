import {
  BUSINESS_TIME_ZONE,
  type Language,
  VOLUME_QUANTITIES,
  type VolumeStatus,
} from '@label-portal/contract';
import PDFDocument from 'pdfkit';

/**
 * The volume status as a PDF (decision 237): pdfkit with its built-in Helvetica (WinAnsi covers
 * the French accents), A4 landscape, title, date in the business time zone, the company filter,
 * one row per product group and the totals. Streamed: the caller sends the returned document.
 */

type PdfTexts = {
  title: string;
  /** `label: value`, with French's no-break space before the colon. */
  labelled: (label: string, value: string) => string;
  date: string;
  company: string;
  allCompanies: string;
  productGroup: string;
  total: string;
  quantities: Record<(typeof VOLUME_QUANTITIES)[number], string>;
};

export const VOLUME_PDF_TEXTS: Record<Language, PdfTexts> = {
  en: {
    title: 'Volume status',
    labelled: (label, value) => `${label}: ${value}`,
    date: 'Date',
    company: 'Company',
    allCompanies: 'All companies',
    productGroup: 'Product group',
    total: 'Total',
    quantities: {
      initial: 'Initial quantity',
      available: 'Available quantity',
      ordered: 'Ordered quantity',
      delivered: 'Delivered quantity',
      activated: 'Activated quantity',
    },
  },
  fr: {
    title: 'État des volumes',
    labelled: (label, value) => `${label}\u00a0: ${value}`,
    date: 'Date',
    company: 'Société',
    allCompanies: 'Toutes les sociétés',
    productGroup: 'Groupe de produits',
    total: 'Total',
    quantities: {
      initial: 'Quantité initiale',
      available: 'Quantité disponible',
      ordered: 'Quantité commandée',
      delivered: 'Quantité livrée',
      activated: 'Quantité activée',
    },
  },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };
const MARGIN = 40;
const FIRST_COLUMN = 212;
const COLUMN = 110;
const ROW = 22;

/** Helvetica's WinAnsi has no narrow no-break space (French thousands): the no-break space instead. */
function toWinAnsi(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

export function formatQuantity(value: number, language: Language): string {
  return toWinAnsi(new Intl.NumberFormat(LOCALES[language]).format(value));
}

export function formatPdfDate(instant: Date, language: Language): string {
  return toWinAnsi(
    new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: BUSINESS_TIME_ZONE,
    }).format(instant),
  );
}

export type PdfOptions = { language: Language; now: Date };

export function renderVolumeStatusPdf(status: VolumeStatus, options: PdfOptions): PDFKit.PDFDocument {
  const texts = VOLUME_PDF_TEXTS[options.language];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: texts.title, CreationDate: options.now, ModDate: options.now },
  });
  const company = status.company
    ? `${status.company.name} (${[status.company.cofor6, status.company.cofor10].filter(Boolean).join(' / ')})`
    : texts.allCompanies;
  doc.font('Helvetica-Bold').fontSize(18).text(texts.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(texts.labelled(texts.date, formatPdfDate(options.now, options.language)));
  doc.text(texts.labelled(texts.company, company));
  doc.moveDown(1);

  const header = [texts.productGroup, ...VOLUME_QUANTITIES.map((quantity) => texts.quantities[quantity])];
  const drawRow = (cells: string[], isBold: boolean) => {
    if (doc.y + ROW > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    doc.font(isBold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((cell, index) => {
      const x = index === 0 ? MARGIN : MARGIN + FIRST_COLUMN + (index - 1) * COLUMN;
      const width = index === 0 ? FIRST_COLUMN - 8 : COLUMN - 8;
      doc.text(cell, x, top + 6, { width, align: index === 0 ? 'left' : 'right', lineBreak: false });
    });
    const bottom = top + ROW;
    doc
      .moveTo(MARGIN, bottom)
      .lineTo(MARGIN + FIRST_COLUMN + VOLUME_QUANTITIES.length * COLUMN, bottom)
      .lineWidth(isBold ? 1 : 0.5)
      .stroke('#888888');
    doc.x = MARGIN;
    doc.y = bottom;
  };
  const figures = (row: VolumeStatus['totals']) =>
    VOLUME_QUANTITIES.map((quantity) => formatQuantity(row[quantity], options.language));

  drawRow(header, true);
  for (const row of status.rows) drawRow([row.product_group, ...figures(row)], false);
  drawRow([texts.total, ...figures(status.totals)], true);
  doc.end();
  return doc;
}
