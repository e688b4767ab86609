-- Catalogue texts per language (docs/decisions/070): each text becomes {"en": <the text until now>}.
ALTER TABLE "extra_services" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('en', "name");--> statement-breakpoint
ALTER TABLE "print_field_definitions" ALTER COLUMN "label" SET DATA TYPE jsonb USING jsonb_build_object('en', "label");--> statement-breakpoint
ALTER TABLE "print_field_definitions" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "print_field_definitions" ALTER COLUMN "description" SET DATA TYPE jsonb USING jsonb_build_object('en', "description");--> statement-breakpoint
ALTER TABLE "print_field_definitions" ALTER COLUMN "description" SET DEFAULT '{"en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "print_field_definitions" ALTER COLUMN "validation_message" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "print_field_definitions" ALTER COLUMN "validation_message" SET DATA TYPE jsonb USING jsonb_build_object('en', "validation_message");--> statement-breakpoint
ALTER TABLE "print_field_definitions" ALTER COLUMN "validation_message" SET DEFAULT '{"en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "description" SET DATA TYPE jsonb USING jsonb_build_object('en', "description");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "description" SET DEFAULT '{"en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "note" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "note" SET DATA TYPE jsonb USING jsonb_build_object('en', "note");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "note" SET DEFAULT '{"en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "destination" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "destination" SET DATA TYPE jsonb USING jsonb_build_object('en', "destination");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "destination" SET DEFAULT '{"en":""}'::jsonb;--> statement-breakpoint
UPDATE "print_field_definitions" SET "options" = (
  SELECT coalesce(jsonb_agg(jsonb_set(o.option, '{label}', jsonb_build_object('en', o.option->'label')) ORDER BY o.position), '[]'::jsonb)
  FROM jsonb_array_elements("options") WITH ORDINALITY AS o(option, position)
) WHERE jsonb_typeof("options") = 'array' AND jsonb_array_length("options") > 0;
