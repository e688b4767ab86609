import { z } from 'zod';
import { printFieldDefinitionsUpdateSchema } from '../print-definitions.js';
import {
  adminCatalogueSchema,
  adminExtraServiceSchema,
  adminProductGroupSchema,
  adminProductSchema,
  extraServiceUpdateSchema,
  productGroupInputSchema,
  productGroupUpdateSchema,
  productImageInputSchema,
  productInputSchema,
  productStatusInputSchema,
  productUpdateSchema,
} from '../schemas/catalogue.js';
import { pkParamsSchema } from '../schemas/primitives.js';
import { defineEndpoint } from './define.js';

const tags = ['backoffice'];

/** Every change of an existing product: by its pk, answering the product; a stale version is 409. */
const productChange = {
  tags,
  params: pkParamsSchema,
  reply: adminProductSchema,
  errors: [400, 404, 409],
} as const;

export const adminCatalogueEndpoint = defineEndpoint({
  name: 'backoffice:api_catalogue',
  method: 'GET',
  path: '/backoffice/api/catalogue/',
  tags,
  summary: 'The whole catalogue as staff edit it: groups, products (every status), extra services',
  reply: adminCatalogueSchema,
});

export const createProductGroupEndpoint = defineEndpoint({
  name: 'backoffice:api_product_group_create',
  method: 'POST',
  path: '/backoffice/api/catalogue/product_groups/',
  tags,
  summary: 'Creates a product group',
  body: productGroupInputSchema,
  reply: adminProductGroupSchema,
  status: 201,
  errors: [400],
});

export const updateProductGroupEndpoint = defineEndpoint({
  name: 'backoffice:api_product_group_update',
  method: 'PUT',
  path: '/backoffice/api/catalogue/product_groups/:pk/',
  tags,
  summary: 'Changes a product group (version: 409 when someone saved first)',
  params: pkParamsSchema,
  body: productGroupUpdateSchema,
  reply: adminProductGroupSchema,
  errors: [400, 404, 409],
});

export const createProductEndpoint = defineEndpoint({
  name: 'backoffice:api_product_create',
  method: 'POST',
  path: '/backoffice/api/catalogue/products/',
  tags,
  summary: 'Creates a product',
  body: productInputSchema,
  reply: adminProductSchema,
  status: 201,
  errors: [400],
});

export const updateProductEndpoint = defineEndpoint({
  ...productChange,
  name: 'backoffice:api_product_update',
  method: 'PUT',
  path: '/backoffice/api/catalogue/products/:pk/',
  summary: 'Changes a product (version: 409 when someone saved first)',
  body: productUpdateSchema,
});

export const setProductStatusEndpoint = defineEndpoint({
  ...productChange,
  name: 'backoffice:api_product_status',
  method: 'POST',
  path: '/backoffice/api/catalogue/products/:pk/status/',
  summary: 'Blocks, unblocks or retires a product (decision 191)',
  body: productStatusInputSchema,
});

export const saveProductImageEndpoint = defineEndpoint({
  ...productChange,
  name: 'backoffice:api_product_image',
  method: 'POST',
  path: '/backoffice/api/catalogue/products/:pk/image/',
  summary: 'Uploads the product image (PNG, JPEG, GIF, WebP by content; size limit)',
  body: productImageInputSchema,
});

export const productImageEndpoint = defineEndpoint({
  name: 'orders:api_product_image',
  method: 'GET',
  path: '/orders/api/product_image/:pk/',
  tags: ['orders'],
  summary: 'The uploaded image of a product',
  params: pkParamsSchema,
  reply: z.unknown(),
  errors: [404],
});

export const savePrintFieldsEndpoint = defineEndpoint({
  ...productChange,
  name: 'backoffice:api_product_print_fields',
  method: 'PUT',
  path: '/backoffice/api/catalogue/products/:pk/print_fields/',
  summary: "Replaces a product's print field definitions (with the product's version)",
  body: printFieldDefinitionsUpdateSchema,
});

export const updateExtraServiceEndpoint = defineEndpoint({
  name: 'backoffice:api_extra_service_update',
  method: 'PUT',
  path: '/backoffice/api/catalogue/extra_services/:pk/',
  tags,
  summary: 'Changes an extra service: name and fee (version: 409 when someone saved first)',
  params: pkParamsSchema,
  body: extraServiceUpdateSchema,
  reply: adminExtraServiceSchema,
  errors: [400, 404, 409],
});
