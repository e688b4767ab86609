/**
 * The committed route × role table (issue 8 section 3). Every route the server registers, what it
 * requires, and what each demo group observes: 401 (not signed in), 403 (lacking the right) or
 * ok (let through: any status but 401, 403 and 5xx). A new route, a changed requirement or a
 * group's changed rights fails route-access-table.test.ts until this table is updated on purpose.
 *
 * access: PUBLIC (anyone), SIGNED_IN (anyone signed in), the right pattern required, or
 * API_KEY:<scope> for an integration route: reached only with an API key of that scope in
 * `Authorization: Bearer`, so every session (each role column) answers 401; route-access-table.test.ts
 * also sends a key to every route (decision 172).
 */
export const ROUTE_ACCESS_TABLE = `
method path                                     access              anonymous supplier client_approver carmaker_analyst provider_staff
GET    /healthz                                 PUBLIC              ok        ok       ok              ok               ok
HEAD   /healthz                                 PUBLIC              ok        ok       ok              ok               ok
GET    /api/docs                                PUBLIC              ok        ok       ok              ok               ok
HEAD   /api/docs                                PUBLIC              ok        ok       ok              ok               ok
HEAD   /api/docs/                               PUBLIC              ok        ok       ok              ok               ok
GET    /api/docs/json                           PUBLIC              ok        ok       ok              ok               ok
HEAD   /api/docs/json                           PUBLIC              ok        ok       ok              ok               ok
GET    /api/docs/yaml                           PUBLIC              ok        ok       ok              ok               ok
HEAD   /api/docs/yaml                           PUBLIC              ok        ok       ok              ok               ok
GET    /api/docs/static/index.html              PUBLIC              ok        ok       ok              ok               ok
HEAD   /api/docs/static/index.html              PUBLIC              ok        ok       ok              ok               ok
GET    /api/docs/static/swagger-initializer.js  PUBLIC              ok        ok       ok              ok               ok
HEAD   /api/docs/static/swagger-initializer.js  PUBLIC              ok        ok       ok              ok               ok
GET    /api/docs/static/*                       PUBLIC              ok        ok       ok              ok               ok
HEAD   /api/docs/static/*                       PUBLIC              ok        ok       ok              ok               ok
GET    /media/*                                 PUBLIC              ok        ok       ok              ok               ok
HEAD   /media/*                                 PUBLIC              ok        ok       ok              ok               ok
GET    /accounts/api/login/                     PUBLIC              ok        ok       ok              ok               ok
HEAD   /accounts/api/login/                     PUBLIC              ok        ok       ok              ok               ok
POST   /accounts/api/login/                     PUBLIC              ok        ok       ok              ok               ok
POST   /accounts/api/logout/                    PUBLIC              ok        ok       ok              ok               ok
POST   /accounts/api/reset_password/            PUBLIC              ok        ok       ok              ok               ok
POST   /accounts/api/confirm_password/          PUBLIC              ok        ok       ok              ok               ok
GET    /accounts/api/session_heartbeat/         PUBLIC              ok        ok       ok              ok               ok
HEAD   /accounts/api/session_heartbeat/         PUBLIC              ok        ok       ok              ok               ok
GET    /accounts/api/session_status/            PUBLIC              ok        ok       ok              ok               ok
HEAD   /accounts/api/session_status/            PUBLIC              ok        ok       ok              ok               ok
GET    /accounts/api/countries/                 PUBLIC              ok        ok       ok              ok               ok
HEAD   /accounts/api/countries/                 PUBLIC              ok        ok       ok              ok               ok
GET    /accounts/api/client_confirmation/       accounts.approve_user 401       403      ok              403              403
HEAD   /accounts/api/client_confirmation/       accounts.approve_user 401       403      ok              403              403
POST   /accounts/api/client_confirmation/       accounts.approve_user 401       403      ok              403              403
GET    /accounts/api/client_address_confirmation/ accounts.approve_address 401       403      ok              403              403
HEAD   /accounts/api/client_address_confirmation/ accounts.approve_address 401       403      ok              403              403
POST   /accounts/api/client_address_confirmation/ accounts.approve_address 401       403      ok              403              403
GET    /accounts/api/cofor_list/                PUBLIC              ok        ok       ok              ok               ok
HEAD   /accounts/api/cofor_list/                PUBLIC              ok        ok       ok              ok               ok
POST   /accounts/api/registration/              PUBLIC              ok        ok       ok              ok               ok
POST   /accounts/api/confirmation/              PUBLIC              ok        ok       ok              ok               ok
GET    /accounts/api/users/                     SIGNED_IN           401       ok       ok              ok               ok
HEAD   /accounts/api/users/                     SIGNED_IN           401       ok       ok              ok               ok
POST   /accounts/api/users/enable/              SIGNED_IN           401       ok       ok              ok               ok
POST   /accounts/api/users/disable/             SIGNED_IN           401       ok       ok              ok               ok
PATCH  /accounts/api/users/:pk/                 SIGNED_IN           401       ok       ok              ok               ok
GET    /accounts/api/address/                   SIGNED_IN           401       ok       ok              ok               ok
HEAD   /accounts/api/address/                   SIGNED_IN           401       ok       ok              ok               ok
POST   /accounts/api/address/                   SIGNED_IN           401       ok       ok              ok               ok
DELETE /accounts/api/address/:pk/               SIGNED_IN           401       ok       ok              ok               ok
POST   /accounts/api/password_change/           SIGNED_IN           401       ok       ok              ok               ok
GET    /distribution/api/address_list/          distribution.*      401       ok       403             403              ok
HEAD   /distribution/api/address_list/          distribution.*      401       ok       403             403              ok
GET    /distribution/api/spool_list/            distribution.*      401       ok       403             403              ok
HEAD   /distribution/api/spool_list/            distribution.*      401       ok       403             403              ok
POST   /distribution/api/distribution_list/     distribution.*      401       ok       403             403              ok
GET    /distribution/api/distribution_list/     distribution.*      401       ok       403             403              ok
HEAD   /distribution/api/distribution_list/     distribution.*      401       ok       403             403              ok
GET    /information/api/document_list/      SIGNED_IN           401       ok       ok              ok               ok
HEAD   /information/api/document_list/      SIGNED_IN           401       ok       ok              ok               ok
POST   /information/api/document_list/      information.add_documentversion 401       403      403             403              ok
POST   /information/api/document_upload/    information.add_documentversion 401       403      403             403              ok
GET    /information/api/documents/:pk/download/ SIGNED_IN       401       ok       ok              ok               ok
HEAD   /information/api/documents/:pk/download/ SIGNED_IN       401       ok       ok              ok               ok
GET    /backoffice/api/supplier_files/          backoffice.view_supplierfile 401 403 403        403              ok
HEAD   /backoffice/api/supplier_files/          backoffice.view_supplierfile 401 403 403        403              ok
POST   /backoffice/api/supplier_files/          backoffice.change_supplierfile 401 403 403      403              ok
GET    /psa_accounts/supplier_data/             psa_accounts.view_supplierdata 401 403 403      ok               ok
HEAD   /psa_accounts/supplier_data/             psa_accounts.view_supplierdata 401 403 403      ok               ok
GET    /statistics/api/registrations/          statistics.view_registrationstatistics 401 403 403 ok ok
HEAD   /statistics/api/registrations/          statistics.view_registrationstatistics 401 403 403 ok ok
GET    /statistics/api/registrations/csv/      statistics.view_registrationstatistics 401 403 403 ok ok
HEAD   /statistics/api/registrations/csv/      statistics.view_registrationstatistics 401 403 403 ok ok
GET    /statistics/api/company_detail/:id      statistics.view_registrationstatistics 401 403 403 ok ok
HEAD   /statistics/api/company_detail/:id      statistics.view_registrationstatistics 401 403 403 ok ok
PUT    /orders/api/quota_update/               orders.change_quota 401       403      403             403              ok
GET    /backoffice/api/mailbox/                 backoffice.view_mail 401       403      403             403              ok
HEAD   /backoffice/api/mailbox/                 backoffice.view_mail 401       403      403             403              ok
GET    /backoffice/api/users/                   backoffice.view_user 401       403      403             403              ok
HEAD   /backoffice/api/users/                   backoffice.view_user 401       403      403             403              ok
POST   /backoffice/api/users/:pk/activate/      backoffice.change_user 401       403      403             403              ok
GET    /backoffice/api/users/:pk/               backoffice.view_user 401       403      403             403              ok
HEAD   /backoffice/api/users/:pk/               backoffice.view_user 401       403      403             403              ok
PATCH  /backoffice/api/users/:pk/               backoffice.change_user 401       403      403             403              ok
POST   /backoffice/api/users/:pk/resend_confirmation/ backoffice.change_user 401       403      403             403              ok
POST   /backoffice/api/mailbox/:pk/resend/      backoffice.change_mail 401       403      403             403              ok
GET    /backoffice/api/audit/                   backoffice.view_auditlog 401       403      403             403              ok
HEAD   /backoffice/api/audit/                   backoffice.view_auditlog 401       403      403             403              ok
GET    /backoffice/api/settings/                backoffice.*        401       403      403             403              ok
HEAD   /backoffice/api/settings/                backoffice.*        401       403      403             403              ok
GET    /backoffice/api/settings/editable/       backoffice.view_settings 401       403      403             403              ok
HEAD   /backoffice/api/settings/editable/       backoffice.view_settings 401       403      403             403              ok
PUT    /backoffice/api/settings/:key/           backoffice.change_settings 401       403      403             403              ok
GET    /backoffice/api/companies/               backoffice.view_company 401       403      403             403              ok
HEAD   /backoffice/api/companies/               backoffice.view_company 401       403      403             403              ok
GET    /backoffice/api/companies/:pk/           backoffice.view_company 401       403      403             403              ok
HEAD   /backoffice/api/companies/:pk/           backoffice.view_company 401       403      403             403              ok
PATCH  /backoffice/api/companies/:pk/           backoffice.change_company 401       403      403             403              ok
PUT    /backoffice/api/companies/:pk/product_groups/ backoffice.change_company 401       403      403             403              ok
PUT    /backoffice/api/companies/:pk/quota_categories/ backoffice.change_company 401       403      403             403              ok
POST   /backoffice/api/companies/:pk/contracts/ backoffice.change_company 401       403      403             403              ok
GET    /backoffice/api/orders/                  backoffice.view_order 401       403      403             403              ok
HEAD   /backoffice/api/orders/                  backoffice.view_order 401       403      403             403              ok
GET    /backoffice/api/orders/:order_id/        backoffice.view_order 401       403      403             403              ok
HEAD   /backoffice/api/orders/:order_id/        backoffice.view_order 401       403      403             403              ok
GET    /backoffice/api/orders/:order_id/rolls/:spool_no/labels/ backoffice.view_order 401       403      403             403              ok
HEAD   /backoffice/api/orders/:order_id/rolls/:spool_no/labels/ backoffice.view_order 401       403      403             403              ok
GET    /backoffice/api/orders/:order_id/rolls/:spool_no/labels.csv backoffice.view_order 401       403      403             403              ok
HEAD   /backoffice/api/orders/:order_id/rolls/:spool_no/labels.csv backoffice.view_order 401       403      403             403              ok
POST   /backoffice/api/orders/:order_id/transition/ backoffice.change_order 401       403      403             403              ok
POST   /backoffice/api/orders/:order_id/ship/   backoffice.ship_order 401       403      403             403              ok
GET    /orders/api/products/                    orders.issue_order  401       ok       403             403              ok
HEAD   /orders/api/products/                    orders.issue_order  401       ok       403             403              ok
GET    /orders/api/settings/                    orders.issue_order  401       ok       403             403              ok
HEAD   /orders/api/settings/                    orders.issue_order  401       ok       403             403              ok
POST   /orders/api/order_draft/                 orders.issue_order  401       ok       403             403              ok
POST   /orders/api/order_field_format/          orders.issue_order  401       ok       403             403              ok
POST   /orders/api/orders/                      orders.issue_order  401       ok       403             403              ok
GET    /orders/api/orders/                      orders.view_order   401       ok       403             ok               ok
HEAD   /orders/api/orders/                      orders.view_order   401       ok       403             ok               ok
GET    /orders/api/orders/:pk                   orders.view_order   401       ok       403             ok               ok
HEAD   /orders/api/orders/:pk                   orders.view_order   401       ok       403             ok               ok
PATCH  /orders/api/orders/:pk                   orders.issue_order  401       ok       403             403              ok
GET    /welcome/api/corporate_news/             SIGNED_IN           401       ok       ok              ok               ok
HEAD   /welcome/api/corporate_news/             SIGNED_IN           401       ok       ok              ok               ok
POST   /welcome/api/corporate_news/             welcome.*_corporatenews 401       403      403             403              ok
POST   /contact/api/send_message/               SIGNED_IN           401       ok       ok              ok               ok
GET    /contact/api/contact_information/        SIGNED_IN           401       ok       ok              ok               ok
HEAD   /contact/api/contact_information/        SIGNED_IN           401       ok       ok              ok               ok
POST   /integration/api/label_activation/   API_KEY:label_activation 401    401      401             401              401
POST   /integration/api/verifications/      API_KEY:verification_ingest 401 401      401             401              401
GET    /statistics/api/verifications/:id        orders.view_order   401       ok       403             ok               ok
HEAD   /statistics/api/verifications/:id        orders.view_order   401       ok       403             ok               ok
GET    /statistics/api/label_info/:id           orders.view_order   401       ok       403             ok               ok
HEAD   /statistics/api/label_info/:id           orders.view_order   401       ok       403             ok               ok
GET    /statistics/api/tags/                    orders.view_order   401       ok       403             ok               ok
HEAD   /statistics/api/tags/                    orders.view_order   401       ok       403             ok               ok
GET    /statistics/api/suppliers/               orders.view_order   401       ok       403             ok               ok
HEAD   /statistics/api/suppliers/               orders.view_order   401       ok       403             ok               ok
GET    /statistics/api/products/                orders.view_order   401       ok       403             ok               ok
HEAD   /statistics/api/products/                orders.view_order   401       ok       403             ok               ok
POST   /backoffice/api/label_activation/    backoffice.activate_labels 401  403      403             403              ok
GET    /backoffice/api/api_keys/            backoffice.view_apikey 401      403      403             403              ok
HEAD   /backoffice/api/api_keys/            backoffice.view_apikey 401      403      403             403              ok
POST   /backoffice/api/api_keys/            backoffice.change_apikey 401    403      403             403              ok
POST   /backoffice/api/api_keys/:pk/revoke/ backoffice.change_apikey 401    403      403             403              ok
GET    /backoffice/api/catalogue/               backoffice.view_catalogue 401       403      403             403              ok
HEAD   /backoffice/api/catalogue/               backoffice.view_catalogue 401       403      403             403              ok
POST   /backoffice/api/catalogue/product_groups/ backoffice.change_catalogue 401       403      403             403              ok
PUT    /backoffice/api/catalogue/product_groups/:pk/ backoffice.change_catalogue 401       403      403             403              ok
POST   /backoffice/api/catalogue/products/      backoffice.change_catalogue 401       403      403             403              ok
PUT    /backoffice/api/catalogue/products/:pk/  backoffice.change_catalogue 401       403      403             403              ok
POST   /backoffice/api/catalogue/products/:pk/status/ backoffice.change_catalogue 401       403      403             403              ok
POST   /backoffice/api/catalogue/products/:pk/image/ backoffice.change_catalogue 401       403      403             403              ok
PUT    /backoffice/api/catalogue/products/:pk/print_fields/ backoffice.change_catalogue 401       403      403             403              ok
PUT    /backoffice/api/catalogue/extra_services/:pk/ backoffice.change_catalogue 401       403      403             403              ok
GET    /orders/api/product_image/:pk/           SIGNED_IN           401       ok       ok              ok               ok
HEAD   /orders/api/product_image/:pk/           SIGNED_IN           401       ok       ok              ok               ok
GET    /statistics/api/order_overview/          statistics.view_orderoverviewstatistics 401 403 403 ok ok
HEAD   /statistics/api/order_overview/          statistics.view_orderoverviewstatistics 401 403 403 ok ok
GET    /statistics/api/order_overview/count/    statistics.view_orderoverviewstatistics 401 403 403 ok ok
HEAD   /statistics/api/order_overview/count/    statistics.view_orderoverviewstatistics 401 403 403 ok ok
GET    /statistics/api/order_overview/csv/      statistics.view_orderoverviewstatistics 401 403 403 ok ok
HEAD   /statistics/api/order_overview/csv/      statistics.view_orderoverviewstatistics 401 403 403 ok ok
GET    /statistics/api/volume_status/           orders.*            401       ok       403             ok               ok
HEAD   /statistics/api/volume_status/           orders.*            401       ok       403             ok               ok
GET    /statistics/api/volume_status/pdf/       orders.*            401       ok       403             ok               ok
HEAD   /statistics/api/volume_status/pdf/       orders.*            401       ok       403             ok               ok
GET    /statistics/api/volume_status/companies/ orders.*            401       ok       403             ok               ok
HEAD   /statistics/api/volume_status/companies/ orders.*            401       ok       403             ok               ok
GET    /statistics/api/order_statistics/        orders.view_order   401       ok       403             ok               ok
HEAD   /statistics/api/order_statistics/        orders.view_order   401       ok       403             ok               ok
GET    /statistics/api/map_tiles/               statistics.*        401       403      403             ok               ok
HEAD   /statistics/api/map_tiles/               statistics.*        401       403      403             ok               ok
POST   /statistics/api/verifications/           orders.view_order   401       ok       403             ok               ok
GET    /statistics/api/verifications/download/  orders.view_order   401       ok       403             ok               ok
HEAD   /statistics/api/verifications/download/  orders.view_order   401       ok       403             ok               ok
`;

/** The rights each demo group holds (the sign-in reply's permissions), sorted. */
export const GROUP_RIGHTS: Record<string, readonly string[]> = {
  supplier: ['distribution.distribute', 'distribution.view_spool', 'orders.issue_order', 'orders.view_order'],
  client_approver: ['accounts.approve_address', 'accounts.approve_user'],
  carmaker_analyst: [
    'orders.view_order',
    'psa_accounts.view_supplierdata',
    'statistics.view_authentications',
    'statistics.view_orderoverviewstatistics',
    'statistics.view_registrationstatistics',
  ],
  // Staff hold every back-office right one by one (the routes require them one by one) beside backoffice.*.
  provider_staff: [
    'backoffice.*',
    'backoffice.activate_labels',
    'backoffice.change_apikey',
    'backoffice.change_catalogue',
    'backoffice.change_company',
    'backoffice.change_mail',
    'backoffice.change_order',
    'backoffice.change_settings',
    'backoffice.change_supplierfile',
    'backoffice.change_user',
    'backoffice.ship_order',
    'backoffice.view_apikey',
    'backoffice.view_auditlog',
    'backoffice.view_catalogue',
    'backoffice.view_company',
    'backoffice.view_mail',
    'backoffice.view_order',
    'backoffice.view_settings',
    'backoffice.view_supplierfile',
    'backoffice.view_user',
    'distribution.distribute',
    'distribution.view_spool',
    'information.add_documentversion',
    'orders.add_quota',
    'orders.change_order',
    'orders.change_quota',
    'orders.delete_quota',
    'orders.issue_order',
    'orders.view_order',
    'psa_accounts.view_supplierdata',
    'statistics.view_authentications',
    'statistics.view_orderoverviewstatistics',
    'statistics.view_registrationstatistics',
    'welcome.add_corporatenews',
    'welcome.change_corporatenews',
  ],
};
