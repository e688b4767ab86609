/**
 * The audit log's vocabulary, defined once (decision 188): what kind of record a row is about
 * (`entity_type`) and what was done to it (`action`, always `<entity_type>.<verb>`). The server
 * writes only these; the audit screen filters and labels by them.
 */
export const AUDIT_ENTITY_TYPES = [
  'address',
  'api_key',
  'company',
  'company_product_group_rights',
  'company_quota_categories',
  'corporate_news',
  /** The demo data's load (its seed writes one row). */
  'demo',
  'distribution',
  'document_version',
  'extra_service',
  'licensing_event',
  'mail',
  'order',
  'product',
  'product_group',
  'product_print_fields',
  'setting',
  'spool',
  'supplier_file',
  'user',
  /** A batch of label authentications received from the authentication service (decision 252). */
  'verification_batch',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTIONS = [
  'address.approve',
  'address.create',
  'address.delete',
  'address.reject',
  'address.update',
  'api_key.create',
  'api_key.revoke',
  'company.register',
  'company.update',
  'company_product_group_rights.update',
  'company_quota_categories.update',
  'corporate_news.create',
  'demo.create',
  'distribution.send',
  'document_version.upload',
  'extra_service.update',
  'licensing_event.create',
  'mail.resend',
  'order.accept',
  'order.activate_labels',
  'order.cancel',
  'order.refuse_cancellation',
  'order.request_cancellation',
  'order.send',
  'order.ship',
  'order.start_production',
  'product.block',
  'product.create',
  'product.retire',
  'product.unblock',
  'product.update',
  'product.upload_image',
  'product_group.create',
  'product_group.update',
  'product_print_fields.update',
  'setting.update',
  'spool.activate_labels',
  'supplier_file.load',
  'user.activate',
  'user.approve',
  'user.change_password',
  'user.change_phone',
  'user.confirm_email',
  'user.disable',
  'user.enable',
  'user.register',
  'user.reject',
  'user.resend_confirmation',
  'user.reset_password',
  'user.update',
  'verification_batch.ingest',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The entity type an action belongs to (the part before its dot). */
export function entityTypeOfAction(action: AuditAction): AuditEntityType {
  return action.slice(0, action.indexOf('.')) as AuditEntityType;
}

/** The actions of one entity type, for the audit screen's filter. */
export function auditActionsOf(entityType: AuditEntityType): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => entityTypeOfAction(action) === entityType);
}
