import type { LocalizedText } from '@label-portal/contract';
import { countryName } from '../lib/countries.js';
import type { PrintLayout } from './demo-products.js';

/** One print data form field (ordering.md sections 3 and 5), before it is tied to a product. */
export type PrintFieldDefinition = {
  index: number;
  name: string;
  label: LocalizedText;
  description: LocalizedText;
  type: 'text' | 'number' | 'checkbox' | 'select' | 'date';
  fieldType: 'INTEGER' | 'STRING' | 'BOOLEAN' | 'DATE' | 'COUNTRY_CODE' | 'PRODUCT_CODE';
  validation: { min?: number; max?: number; blank?: boolean; regexp?: string };
  validationMessage: LocalizedText;
  defaultValue: string;
  readOnly: boolean;
  dependencies: Record<string, unknown>;
  linked: string[];
  options: { value: string; label: LocalizedText }[];
  format: string;
};

/** Country choices: the replies name them from lib/countries.ts in the request's language. */
const COUNTRY_OPTIONS = ['FR', 'DE', 'IT', 'ES', 'PL', 'CZ', 'SK', 'MA', 'TR', 'BR', 'CN', 'US'].map(
  (value) => ({ value, label: { en: countryName(value, 'en'), fr: countryName(value, 'fr') } }),
);

const PACKAGING_SOURCE_OPTIONS = [
  {
    value: 'A',
    label: { en: 'A - Original supplier packaging', fr: 'A - Emballage d’origine du fournisseur' },
  },
  { value: 'R', label: { en: 'R - Repacked by the supplier', fr: 'R - Reconditionné par le fournisseur' } },
  { value: 'S', label: { en: 'S - Service kit', fr: 'S - Kit de service' } },
];

type FieldSpec = Omit<PrintFieldDefinition, 'index'> & { index?: number };

function defineField(spec: Partial<FieldSpec> & Pick<FieldSpec, 'name' | 'label' | 'fieldType'>): FieldSpec {
  return {
    description: { en: '' },
    type: 'text',
    validation: { blank: true },
    validationMessage: { en: '' },
    defaultValue: '',
    readOnly: false,
    dependencies: {},
    linked: [],
    options: [],
    format: '',
    ...spec,
  };
}

const PART_NUMBER = '^[0-9A-Z]{8,12}$';
const PART_NUMBER_MESSAGE: LocalizedText = {
  en: 'Enter 8 to 12 digits or capital letters, without spaces.',
  fr: 'Saisissez 8 à 12 chiffres ou lettres majuscules, sans espaces.',
};
const QUANTITY = { min: 1, max: 99999, blank: false };
const QUANTITY_MESSAGE: LocalizedText = {
  en: 'Enter a whole number between 1 and 99999.',
  fr: 'Saisissez un nombre entier entre 1 et 99999.',
};

type NamedSpec = Partial<FieldSpec> & Pick<FieldSpec, 'name' | 'label'>;

/** A required part number: 8 to 12 digits or capital letters. */
function definePartNumberField(spec: NamedSpec): FieldSpec {
  return defineField({
    fieldType: 'PRODUCT_CODE',
    validation: { blank: false, regexp: PART_NUMBER },
    validationMessage: PART_NUMBER_MESSAGE,
    ...spec,
  });
}

/** A number of parts, 1 to 99999, 1 unless the supplier enters another. */
function defineQuantityField(spec: NamedSpec): FieldSpec {
  return defineField({
    fieldType: 'INTEGER',
    type: 'number',
    validation: QUANTITY,
    validationMessage: QUANTITY_MESSAGE,
    defaultValue: '1',
    ...spec,
  });
}

/** A check box, unchecked at first. */
function defineCheckboxField(spec: NamedSpec): FieldSpec {
  return defineField({ fieldType: 'BOOLEAN', type: 'checkbox', defaultValue: 'false', ...spec });
}

/** A country chosen from COUNTRY_OPTIONS, France at first. */
function defineCountryField(spec: NamedSpec): FieldSpec {
  return defineField({
    fieldType: 'COUNTRY_CODE',
    type: 'select',
    defaultValue: 'FR',
    options: COUNTRY_OPTIONS,
    ...spec,
  });
}

function buildBasicFields(dualMarket: boolean): FieldSpec[] {
  return [
    definePartNumberField({
      name: 'product_code',
      label: { en: 'Part number', fr: 'Référence pièce' },
      description: {
        en: 'Printed in clear text and as CODE39 barcode (prefix P)',
        fr: 'Imprimée en clair et en code-barres CODE39 (préfixe P)',
      },
    }),
    defineCheckboxField({
      name: 'exchange_part',
      label: { en: 'Exchange part', fr: 'Pièce d’échange' },
      description: { en: 'Prints the exchange-part mark', fr: 'Imprime la mention pièce d’échange' },
    }),
    defineField({
      name: 'designation',
      label: { en: 'Designation', fr: 'Désignation' },
      fieldType: 'STRING',
      description: {
        en: 'Part designation, at most 40 characters',
        fr: 'Désignation de la pièce, 40 caractères au plus',
      },
      validation: { blank: false, regexp: '^.{1,40}$' },
      validationMessage: {
        en: 'Enter a designation of at most 40 characters.',
        fr: 'Saisissez une désignation de 40 caractères au plus.',
      },
    }),
    defineQuantityField({
      name: 'quantity',
      label: { en: 'Quantity', fr: 'Quantité' },
      description: {
        en: 'Parts per package, printed as CODE39 barcode (prefix Q)',
        fr: 'Nombre de pièces par emballage, imprimé en code-barres CODE39 (préfixe Q)',
      },
      linked: dualMarket ? ['xf_quantity_ee'] : [],
    }),
    defineField({
      name: 'supplier_information',
      label: { en: 'Supplier information', fr: 'Information fournisseur' },
      fieldType: 'STRING',
      description: {
        en: 'Free text for the supplier, at most 30 characters',
        fr: 'Texte libre du fournisseur, 30 caractères au plus',
      },
      validation: { blank: true, regexp: '^.{0,30}$' },
      validationMessage: { en: 'At most 30 characters.', fr: '30 caractères au plus.' },
    }),
    defineCountryField({
      name: 'made_in',
      label: { en: 'Made in', fr: 'Fabriqué en' },
      description: { en: 'Country of origin', fr: 'Pays d’origine' },
      validation: { blank: false, regexp: '^[A-Z]{2}$' },
      validationMessage: { en: 'Choose the country of origin.', fr: 'Choisissez le pays d’origine.' },
      linked: dualMarket ? ['made_in_arabic', 'xf_made_in'] : ['made_in_arabic'],
    }),
    defineCheckboxField({
      name: 'made_in_arabic',
      label: { en: 'Made in (Arabic)', fr: 'Fabriqué en (arabe)' },
      description: { en: 'Adds the country of origin in Arabic', fr: 'Ajoute le pays d’origine en arabe' },
      dependencies: { field: 'made_in', value: 'MA' },
    }),
  ];
}

function buildDualMarketFields(): FieldSpec[] {
  return [
    definePartNumberField({
      name: 'xf_ee_part_number',
      label: { en: 'EE part number', fr: 'Référence pièce EE' },
      description: {
        en: 'Part number for the European market',
        fr: 'Référence pièce pour le marché européen',
      },
    }),
    defineQuantityField({ name: 'xf_quantity_ee', label: { en: 'EE quantity', fr: 'Quantité EE' } }),
    definePartNumberField({
      name: 'xf_na_part_number',
      label: { en: 'NA part number', fr: 'Référence pièce NA' },
      description: {
        en: 'Part number for the North American market (8 digits and 2 letters)',
        fr: 'Référence pièce pour le marché nord-américain (8 chiffres et 2 lettres)',
      },
      validation: { blank: true, regexp: '^([0-9]{8}[A-Z]{2})?$' },
      validationMessage: {
        en: 'Enter 8 digits followed by 2 capital letters.',
        fr: 'Saisissez 8 chiffres suivis de 2 lettres majuscules.',
      },
    }),
    defineQuantityField({
      name: 'xf_quantity_na',
      label: { en: 'NA quantity', fr: 'Quantité NA' },
      validation: { ...QUANTITY, blank: true },
      defaultValue: '',
    }),
    defineCountryField({
      name: 'xf_made_in',
      label: { en: 'Country of origin (EE/NA)', fr: 'Pays d’origine (EE/NA)' },
      description: { en: 'Taken over from "Made in"', fr: 'Repris de « Fabriqué en »' },
      readOnly: true,
    }),
    defineField({
      name: 'xf_packaging_date',
      label: { en: 'Packaging date', fr: 'Date d’emballage' },
      fieldType: 'DATE',
      type: 'date',
      format: 'yyyy/MM/dd',
      validation: { blank: false, regexp: '^[0-9]{4}/[0-9]{2}/[0-9]{2}$' },
      validationMessage: {
        en: 'Enter the date as yyyy/MM/dd.',
        fr: 'Saisissez la date au format aaaa/MM/jj.',
      },
    }),
    defineField({
      name: 'xf_supplier_code',
      label: { en: 'Supplier code', fr: 'Code fournisseur' },
      fieldType: 'STRING',
      description: { en: 'Your COFOR code', fr: 'Votre code COFOR' },
      validation: { blank: false, regexp: '^[0-9A-Z]{6,10}$' },
      validationMessage: {
        en: 'Enter 6 to 10 digits or capital letters.',
        fr: 'Saisissez 6 à 10 chiffres ou lettres majuscules.',
      },
    }),
    defineField({
      name: 'xf_packaging_source_code',
      label: { en: 'Packaging source', fr: 'Origine de l’emballage' },
      fieldType: 'STRING',
      type: 'select',
      defaultValue: 'A',
      validation: { blank: false, regexp: '^[ARS]$' },
      validationMessage: { en: 'Choose a packaging source.', fr: 'Choisissez une origine d’emballage.' },
      options: PACKAGING_SOURCE_OPTIONS,
    }),
  ];
}

/** The print data form of a printing product, ordered by index (1, 2, ...). */
export function buildPrintFields(layout: PrintLayout): PrintFieldDefinition[] {
  const specs =
    layout === 'DUAL_MARKET'
      ? [...buildBasicFields(true), ...buildDualMarketFields()]
      : buildBasicFields(false);
  return specs.map((spec, position) => ({ ...spec, index: position + 1 }));
}
