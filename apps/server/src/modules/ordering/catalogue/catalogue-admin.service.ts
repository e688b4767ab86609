import {
  type AdminCatalogue,
  type AdminExtraService,
  type AdminPrintField,
  type AdminProduct,
  type AdminProductGroup,
  CATALOGUE_LIMITS,
  checkPrintFieldDefinitions,
  type extraServiceUpdateSchema,
  type LocalizedText,
  MESSAGE,
  type PrintFieldDefinitionInput,
  type ProductStatus,
  type printFieldDefinitionsUpdateSchema,
  type productGroupInputSchema,
  type productImageInputSchema,
  type productInputSchema,
  type productStatusInputSchema,
  type productUpdateSchema,
} from '@label-portal/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { Database, Transaction } from '../../../db/client.js';
import { AppError, type FieldErrors } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { sqlStateOf } from '../../../lib/sql-state.js';
import { staleVersionError } from '../../../lib/stale-version.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  type AdminProductRow,
  type ExtraServiceRow,
  findAllExtraServices,
  findAllProductGroups,
  findAllProductServiceLinks,
  findAllProducts,
  findExtraService,
  findExtraServiceByCategory,
  findExtraServicesByIds,
  findPrintDefinitions,
  findProduct,
  findProductGroup,
  findProductGroupByName,
  findProductImage,
  insertProduct,
  insertProductGroup,
  type PrintFieldDefinitionRow,
  type ProductGroupRow,
  type ProductValues,
  replacePrintDefinitions,
  replaceProductServices,
  updateExtraServiceAt,
  updateProductAt,
  updateProductGroupAt,
  upsertProductImage,
} from './catalogue-admin.repository.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';

export type CatalogueAdminDeps = {
  db: Database;
  now: Clock;
  catalogue: CatalogueSnapshots;
  settings: SettingsService;
};

type Input<S extends z.ZodType> = z.output<S>;

function toText(value: { en: string; fr?: string | undefined }): LocalizedText {
  return value.fr ? { en: value.en, fr: value.fr } : { en: value.en };
}

function statusOf(row: AdminProductRow): ProductStatus {
  if (!row.isActive) return 'RETIRED';
  return row.isBlocked ? 'BLOCKED' : 'ACTIVE';
}

function toAdminGroup(row: ProductGroupRow): AdminProductGroup {
  return { pk: row.id, name: row.name, sort_index: row.sortIndex, version: row.version };
}

function toAdminService(row: ExtraServiceRow): AdminExtraService {
  return { pk: row.id, category: row.category, name: row.name, fee: row.fee, version: row.version };
}

function toAdminPrintField(row: PrintFieldDefinitionRow): AdminPrintField {
  const dependencies = row.dependencies as { field?: unknown; value?: unknown };
  return {
    pk: row.id,
    index: row.index,
    name: row.name,
    label: row.label,
    description: row.description,
    type: (['text', 'checkbox', 'select', 'date', 'number'].includes(row.type)
      ? row.type
      : 'text') as AdminPrintField['type'],
    field_type: row.fieldType,
    validation: row.validation,
    validation_message: row.validationMessage,
    default_value: row.defaultValue,
    read_only: row.readOnly,
    dependencies:
      typeof dependencies.field === 'string'
        ? { field: dependencies.field, value: String(dependencies.value ?? '') }
        : {},
    linked: row.linked,
    options: row.options,
    format: row.format,
  };
}

function toAdminProduct(
  row: AdminProductRow,
  serviceIds: number[],
  fields: PrintFieldDefinitionRow[],
): AdminProduct {
  return {
    pk: row.id,
    product_group: row.productGroupId,
    customer_reference: row.customerReference,
    description: row.description,
    label_length: row.labelLength,
    label_width: row.labelWidth,
    labels_per_unit: row.labelsPerUnit,
    winding_direction: row.windingDirection,
    rewind_flag: row.rewindFlag,
    note: row.note,
    image: row.image,
    destination: row.destination,
    product_options: row.options,
    label_type_code: row.labelTypeCode,
    overlay_specification: row.overlaySpecification,
    extra_services: serviceIds,
    unit_price: row.unitPrice,
    status: statusOf(row),
    version: row.version,
    print_fields: fields.map(toAdminPrintField),
  };
}

/** A product as the back office shows it, read in `db` (the transaction of a change). */
async function readAdminProduct(db: Database | Transaction, row: AdminProductRow): Promise<AdminProduct> {
  const [links, fields] = await Promise.all([
    findAllProductServiceLinks(db, [row.id]),
    findPrintDefinitions(db, [row.id]),
  ]);
  return toAdminProduct(
    row,
    links.map((link) => link.extraServiceId).sort((a, b) => a - b),
    fields,
  );
}

/** GET the whole catalogue for staff: every group, product (any status) and extra service. */
export async function readAdminCatalogue(deps: CatalogueAdminDeps): Promise<AdminCatalogue> {
  const [groups, productRows, services, links, fields] = await Promise.all([
    findAllProductGroups(deps.db),
    findAllProducts(deps.db),
    findAllExtraServices(deps.db),
    findAllProductServiceLinks(deps.db),
    findPrintDefinitions(deps.db),
  ]);
  return {
    product_groups: groups.map(toAdminGroup),
    products: productRows.map((row) =>
      toAdminProduct(
        row,
        links.filter((link) => link.productId === row.id).map((link) => link.extraServiceId),
        fields.filter((field) => field.productId === row.id),
      ),
    ),
    extra_services: services.map(toAdminService),
  };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND');
}

/**
 * Runs one catalogue change in one transaction with its audit row, then tells every process the
 * catalogue changed (the supplier's screens read the new prices and statuses at once).
 */
async function changeCatalogue<T>(
  deps: CatalogueAdminDeps,
  change: (tx: Transaction, at: Date) => Promise<T>,
): Promise<T> {
  const at = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const value = await change(tx, at);
    await deps.catalogue.changed(tx);
    return value;
  });
  deps.catalogue.forget();
  return result;
}

const groupNameTaken = () =>
  new AppError('VALIDATION_FAILED', { fields: { name: [MESSAGE.productGroupNameTaken] } });

async function checkGroupNameFree(db: Transaction, name: string, exceptId?: number): Promise<void> {
  const other = await findProductGroupByName(db, name);
  if (other && other.id !== exceptId) throw groupNameTaken();
}

/**
 * A group's change, with the name taken by another save that committed after the check (two staff
 * saving one name at once): the unique index refuses it, and that is the same "name taken".
 */
async function withGroupNameUnique<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw groupNameTaken();
    throw error;
  }
}

export async function createProductGroup(
  deps: CatalogueAdminDeps,
  userId: number,
  input: Input<typeof productGroupInputSchema>,
): Promise<AdminProductGroup> {
  return withGroupNameUnique(
    changeCatalogue(deps, async (tx, at) => {
      await checkGroupNameFree(tx, input.name);
      const row = await insertProductGroup(tx, { name: input.name, sortIndex: input.sort_index });
      const after = toAdminGroup(row);
      await recordAudit(tx, { kind: 'user', userId }, at, {
        entityType: 'product_group',
        entityId: row.id,
        action: 'product_group.create',
        after,
      });
      return after;
    }),
  );
}

export async function updateProductGroup(
  deps: CatalogueAdminDeps,
  userId: number,
  pk: number,
  input: Input<typeof productGroupInputSchema> & { version: number },
): Promise<AdminProductGroup> {
  return withGroupNameUnique(
    changeCatalogue(deps, async (tx, at) => {
      const before = await findProductGroup(tx, pk);
      if (!before) throw notFound();
      await checkGroupNameFree(tx, input.name, pk);
      const row = await updateProductGroupAt(tx, pk, input.version, {
        name: input.name,
        sortIndex: input.sort_index,
      });
      if (!row) throw staleVersionError();
      const after = toAdminGroup(row);
      await recordAudit(tx, { kind: 'user', userId }, at, {
        entityType: 'product_group',
        entityId: pk,
        action: 'product_group.update',
        before: toAdminGroup(before),
        after,
      });
      return after;
    }),
  );
}

/**
 * A unit price of 0 makes a free product: refused unless the setting catalogue.allow_free_products
 * is on (decision 297). Read before the transaction.
 */
async function checkUnitPrice(
  deps: CatalogueAdminDeps,
  input: Input<typeof productInputSchema>,
): Promise<void> {
  // The schema let only digits and one point through: a price without a non-zero digit is 0.
  if (/[1-9]/.test(input.unit_price)) return;
  if ((await deps.settings.getValue('catalogue.allow_free_products')) === true) return;
  throw new AppError('VALIDATION_FAILED', { fields: { unit_price: [MESSAGE.unitPriceZero] } });
}

/** The references of a product input that must exist: its group and its extra services. */
async function checkProductReferences(
  tx: Transaction,
  input: Input<typeof productInputSchema>,
): Promise<number[]> {
  const errors: FieldErrors = {};
  if (!(await findProductGroup(tx, input.product_group))) errors.product_group = [MESSAGE.invalid];
  const serviceIds = [...new Set(input.extra_services)].sort((a, b) => a - b);
  const found = await findExtraServicesByIds(tx, serviceIds);
  if (found.length !== serviceIds.length) errors.extra_services = [MESSAGE.invalid];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });
  return serviceIds;
}

function productValuesOf(input: Input<typeof productInputSchema>): ProductValues {
  return {
    productGroupId: input.product_group,
    customerReference: input.customer_reference,
    description: toText(input.description),
    labelLength: input.label_length,
    labelWidth: input.label_width,
    labelsPerUnit: input.labels_per_unit,
    windingDirection: input.winding_direction,
    rewindFlag: input.rewind_flag,
    note: toText(input.note),
    destination: toText(input.destination),
    options: [...new Set(input.product_options)],
    labelTypeCode: input.label_type_code,
    overlaySpecification: input.overlay_specification,
    unitPrice: input.unit_price,
  };
}

export async function createProduct(
  deps: CatalogueAdminDeps,
  userId: number,
  input: Input<typeof productInputSchema>,
): Promise<AdminProduct> {
  await checkUnitPrice(deps, input);
  return changeCatalogue(deps, async (tx, at) => {
    const serviceIds = await checkProductReferences(tx, input);
    const row = await insertProduct(tx, productValuesOf(input));
    await replaceProductServices(tx, row.id, serviceIds);
    const after = await readAdminProduct(tx, row);
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'product',
      entityId: row.id,
      action: 'product.create',
      after,
    });
    return after;
  });
}

/** The product before a change; a retired product is not changed any more (decision 191). */
async function loadChangeableProduct(tx: Transaction, pk: number): Promise<AdminProduct> {
  const row = await findProduct(tx, pk);
  if (!row) throw notFound();
  if (!row.isActive) throw new AppError('CONFLICT', { detail: MESSAGE.productRetired });
  return readAdminProduct(tx, row);
}

export async function updateProduct(
  deps: CatalogueAdminDeps,
  userId: number,
  pk: number,
  input: Input<typeof productUpdateSchema>,
): Promise<AdminProduct> {
  await checkUnitPrice(deps, input);
  return changeCatalogue(deps, async (tx, at) => {
    const before = await loadChangeableProduct(tx, pk);
    const serviceIds = await checkProductReferences(tx, input);
    const row = await updateProductAt(tx, pk, input.version, productValuesOf(input));
    if (!row) throw staleVersionError();
    await replaceProductServices(tx, pk, serviceIds);
    const after = await readAdminProduct(tx, row);
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'product',
      entityId: pk,
      action: 'product.update',
      before,
      after,
    });
    return after;
  });
}

/**
 * Blocks, unblocks or retires a product (decision 191). BLOCKED ↔ ACTIVE at will; RETIRED is final.
 */
export async function setProductStatus(
  deps: CatalogueAdminDeps,
  userId: number,
  pk: number,
  input: Input<typeof productStatusInputSchema>,
): Promise<AdminProduct> {
  return changeCatalogue(deps, async (tx, at) => {
    const before = await loadChangeableProduct(tx, pk);
    const values =
      input.status === 'RETIRED'
        ? { isActive: false, isBlocked: false }
        : { isActive: true, isBlocked: input.status === 'BLOCKED' };
    const row = await updateProductAt(tx, pk, input.version, values);
    if (!row) throw staleVersionError();
    const after = await readAdminProduct(tx, row);
    const action = (
      { ACTIVE: 'product.unblock', BLOCKED: 'product.block', RETIRED: 'product.retire' } as const
    )[input.status];
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'product',
      entityId: pk,
      action,
      before: { status: before.status, version: before.version },
      after: { status: after.status, version: after.version },
    });
    return after;
  });
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The bytes of a `data:…;base64,` URL, or undefined when it is not one. */
function decodeDataUrl(dataUrl: string): Buffer | undefined {
  const match = /^data:[^;,]*;base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl);
  return match ? Buffer.from(match[1]!, 'base64') : undefined;
}

/** The image's content type read from its bytes, or a 400 naming what is wrong (decision 193). */
async function checkProductImage(bytes: Buffer | undefined): Promise<string> {
  const refuse = (message: string, params?: Record<string, string>) =>
    new AppError('VALIDATION_FAILED', { fields: { data_url: [message] }, ...(params ? { params } : {}) });
  if (!bytes || bytes.length === 0) throw refuse(MESSAGE.productImageType);
  if (bytes.length > CATALOGUE_LIMITS.imageMaxBytes) throw refuse(MESSAGE.productImageTooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const mimeType = detected ? IMAGE_TYPES[detected.ext] : undefined;
  if (!mimeType) throw refuse(MESSAGE.productImageType);
  return mimeType;
}

export async function saveProductImage(
  deps: CatalogueAdminDeps,
  userId: number,
  pk: number,
  input: Input<typeof productImageInputSchema>,
): Promise<AdminProduct> {
  const bytes = decodeDataUrl(input.data_url.trim());
  const mimeType = await checkProductImage(bytes);
  return changeCatalogue(deps, async (tx, at) => {
    const before = await loadChangeableProduct(tx, pk);
    await upsertProductImage(tx, { productId: pk, mimeType, content: bytes!, uploadedAt: at });
    const row = await updateProductAt(tx, pk, input.version, {
      image: `/orders/api/product_image/${pk}/?v=${input.version + 1}`,
    });
    if (!row) throw staleVersionError();
    const after = await readAdminProduct(tx, row);
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'product',
      entityId: pk,
      action: 'product.upload_image',
      before: { image: before.image },
      after: { image: after.image, mime_type: mimeType, bytes: bytes!.length },
    });
    return after;
  });
}

/** GET the uploaded image of a product (anyone signed in). */
export async function readProductImage(
  deps: Pick<CatalogueAdminDeps, 'db'>,
  pk: number,
): Promise<{ mimeType: string; content: Buffer }> {
  const row = await findProductImage(deps.db, pk);
  if (!row) throw notFound();
  return { mimeType: row.mimeType, content: row.content };
}

function printValuesOf(field: PrintFieldDefinitionInput, extraServiceId: number) {
  return {
    extraServiceId,
    index: field.index,
    name: field.name.trim(),
    label: toText(field.label),
    description: toText(field.description),
    type: field.type,
    fieldType: field.field_type,
    validation: Object.fromEntries(
      Object.entries(field.validation).filter(([, value]) => value !== undefined && value !== ''),
    ) as PrintFieldDefinitionRow['validation'],
    validationMessage: toText(field.validation_message),
    defaultValue: field.default_value,
    readOnly: field.read_only,
    dependencies: field.dependencies.field
      ? { field: field.dependencies.field.trim(), value: field.dependencies.value ?? '' }
      : {},
    linked: field.linked,
    options: field.options.map((option) => ({ value: option.value, label: toText(option.label) })),
    format: field.format,
  };
}

/**
 * PUT a product's print field definitions: refused field by field when they cannot work (a regexp
 * that does not compile, a dependency on a missing field, a default failing its own rule).
 */
export async function savePrintFields(
  deps: CatalogueAdminDeps,
  userId: number,
  pk: number,
  input: Input<typeof printFieldDefinitionsUpdateSchema>,
): Promise<AdminProduct> {
  const problems = checkPrintFieldDefinitions(input.fields);
  if (Object.keys(problems).length > 0)
    throw new AppError('VALIDATION_FAILED', {
      fields: Object.fromEntries(Object.entries(problems).map(([path, message]) => [path, [message]])),
    });
  return changeCatalogue(deps, async (tx, at) => {
    const before = await loadChangeableProduct(tx, pk);
    const ownIds = new Set(before.print_fields.map((field) => field.pk));
    const foreign: FieldErrors = {};
    input.fields.forEach((field, index) => {
      if (field.pk !== undefined && !ownIds.has(field.pk)) foreign[`fields.${index}.pk`] = [MESSAGE.invalid];
    });
    if (Object.keys(foreign).length > 0) throw new AppError('VALIDATION_FAILED', { fields: foreign });
    const printing = await findExtraServiceByCategory(tx, 'PRINTING');
    if (!printing) throw notFound();
    const row = await updateProductAt(tx, pk, input.version, {});
    if (!row) throw staleVersionError();
    await replacePrintDefinitions(
      tx,
      pk,
      input.fields.map((field) => ({ id: field.pk, ...printValuesOf(field, printing.id) })),
    );
    const after = await readAdminProduct(tx, row);
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'product_print_fields',
      entityId: pk,
      action: 'product_print_fields.update',
      before: before.print_fields,
      after: after.print_fields,
    });
    return after;
  });
}

export async function updateExtraService(
  deps: CatalogueAdminDeps,
  userId: number,
  pk: number,
  input: Input<typeof extraServiceUpdateSchema>,
): Promise<AdminExtraService> {
  return changeCatalogue(deps, async (tx, at) => {
    const before = await findExtraService(tx, pk);
    if (!before) throw notFound();
    const row = await updateExtraServiceAt(tx, pk, input.version, {
      name: toText(input.name),
      fee: input.fee,
    });
    if (!row) throw staleVersionError();
    const after = toAdminService(row);
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'extra_service',
      entityId: pk,
      action: 'extra_service.update',
      before: toAdminService(before),
      after,
    });
    return after;
  });
}
