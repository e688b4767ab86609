-- Hand-ordered (drizzle-kit generates ADD PRIMARY KEY before DROP COLUMN "id", which fails while
-- the old primary key exists): drop the surrogate id (and its primary key and identity sequence),
-- then make the existing unique index on label_id the primary key without rebuilding it.
ALTER TABLE "labels" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_pkey" PRIMARY KEY USING INDEX "labels_label_id_key";
