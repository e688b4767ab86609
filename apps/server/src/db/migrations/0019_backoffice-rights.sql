-- custom SQL (keep when regenerating): a group that held the pattern backoffice.* before issue 12
-- (provider_staff of an existing database) gets each back-office right by name, which the
-- back-office routes require one by one (decision 163). A fresh database gets them from the seed.
INSERT INTO "group_rights" ("group_id", "right")
SELECT gr."group_id", r."right"
FROM "group_rights" gr
CROSS JOIN unnest(ARRAY['backoffice.activate_labels','backoffice.change_apikey','backoffice.change_catalogue','backoffice.change_company','backoffice.change_mail','backoffice.change_order','backoffice.change_settings','backoffice.change_supplierfile','backoffice.change_user','backoffice.ship_order','backoffice.view_apikey','backoffice.view_auditlog','backoffice.view_catalogue','backoffice.view_company','backoffice.view_mail','backoffice.view_order','backoffice.view_settings','backoffice.view_supplierfile','backoffice.view_user']) AS r("right")
WHERE gr."right" = 'backoffice.*'
ON CONFLICT DO NOTHING;
