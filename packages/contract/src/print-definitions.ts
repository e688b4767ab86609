/**
 * The checks of print field definitions staff write in the back office (issue 12): a definition
 * that cannot work is refused field by field, the same way on the server (400) and in the editor.
 */
import { z } from 'zod';
import type { Language } from './languages.js';
import { pickText } from './localized-text.js';
import { MESSAGE } from './messages.js';
import { compilePrintPattern } from './print-pattern.js';
import { checkPrintField } from './print-rules.js';
import type { PrintField } from './schemas/catalogue.js';
import {
  CATALOGUE_LIMITS,
  type PrintFieldDefinitionInput,
  printFieldDefinitionInputSchema,
  productStatusInputSchema,
} from './schemas/catalogue.js';

/** A definition as the supplier's form reads it, texts in `language` (for checks and the preview). */
export function toPreviewPrintField(
  definition: PrintFieldDefinitionInput,
  language: Language,
  pk: number,
): PrintField {
  const text = (value: { en: string; fr?: string | undefined }) =>
    pickText({ en: value.en, ...(value.fr ? { fr: value.fr } : {}) }, language);
  const { min, max, blank, regexp } = definition.validation;
  return {
    pk,
    index: definition.index,
    name: definition.name.trim(),
    label: text(definition.label),
    description: text(definition.description),
    type: definition.type,
    field_type: definition.field_type,
    validation: {
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(blank !== undefined ? { blank } : {}),
      ...(regexp ? { regexp } : {}),
    },
    validation_message: text(definition.validation_message),
    default_value: definition.default_value,
    read_only: definition.read_only,
    dependencies: definition.dependencies.field ? { ...definition.dependencies } : {},
    linked: definition.linked,
    options: definition.options.map((option) => ({ value: option.value, label: text(option.label) })),
    format: definition.format,
  };
}

/**
 * The problems of a print form's definitions, by path (`fields.2.validation.regexp`): a regexp that
 * does not compile, a dependency or link to a field that is not in the form, a default value that
 * fails the field's own rule, a name used twice, a minimum above the maximum. Empty when it works.
 */
export function checkPrintFieldDefinitions(
  definitions: readonly PrintFieldDefinitionInput[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const names = definitions.map((definition) => definition.name.trim());
  definitions.forEach((definition, index) => {
    const path = `fields.${index}`;
    const name = names[index] ?? '';
    if (names.indexOf(name) !== index) errors[`${path}.name`] = MESSAGE.duplicateName;
    const { min, max, regexp } = definition.validation;
    const regexpOk = !regexp || compilePrintPattern(regexp) !== null;
    if (!regexpOk) errors[`${path}.validation.regexp`] = MESSAGE.printRegexpInvalid;
    if (min !== undefined && max !== undefined && min > max)
      errors[`${path}.validation.max`] = MESSAGE.minAboveMax;
    const source = definition.dependencies.field?.trim();
    if (source && (source === name || !names.includes(source)))
      errors[`${path}.dependencies.field`] = MESSAGE.printDependencyMissing;
    if (definition.linked.some((target) => target === name || !names.includes(target)))
      errors[`${path}.linked`] = MESSAGE.printDependencyMissing;
    // An empty default means "to be filled in"; any other default must pass the field's rule.
    if (regexpOk && definition.default_value.trim() !== '') {
      const field = toPreviewPrintField(definition, 'en', index + 1);
      const value =
        field.type === 'checkbox' || field.field_type === 'BOOLEAN'
          ? definition.default_value === 'true' || definition.default_value === 'false'
            ? definition.default_value === 'true'
            : definition.default_value
          : definition.default_value;
      if (checkPrintField({ ...field, validation_message: '' }, value) !== null)
        errors[`${path}.default_value`] = MESSAGE.printDefaultInvalid;
    }
  });
  return errors;
}

/**
 * The whole print form of a product, saved at once with the product's version. Definitions that
 * cannot work together are refused on their fields (`checkPrintFieldDefinitions`), by the route
 * and by the editor's form alike.
 */
export const printFieldDefinitionsUpdateSchema = z
  .object({
    version: productStatusInputSchema.shape.version,
    fields: z.array(printFieldDefinitionInputSchema).max(CATALOGUE_LIMITS.printFieldsMax, {
      error: MESSAGE.invalid,
    }),
  })
  .superRefine((body, context) => {
    for (const [path, message] of Object.entries(checkPrintFieldDefinitions(body.fields))) {
      const segments = path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
      context.addIssue({ code: 'custom', path: segments, message });
    }
  });
