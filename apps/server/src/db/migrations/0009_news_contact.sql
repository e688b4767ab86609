CREATE TABLE "corporate_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"link" text,
	"texts" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_news_link_length" CHECK (char_length("corporate_news"."link") <= 200),
	CONSTRAINT "corporate_news_texts_object" CHECK (jsonb_typeof("corporate_news"."texts") = 'object')
);
--> statement-breakpoint
ALTER TABLE "corporate_news" ADD CONSTRAINT "corporate_news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;