import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_reviews_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_product_reviews_locale" AS ENUM('en-ww', 'fr-ca', 'en-ca', 'en-us', 'fr-fr', 'pl-pl', 'en-uk', 'en-gh', 'en-ng', 'en-za', 'es-mx', 'en-hk', 'zh-hk', 'en-my', 'en-sg', 'zh-tw', 'vi-vn', 'ru-ru');
  CREATE TABLE "product_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_product_reviews_status" DEFAULT 'pending' NOT NULL,
  	"product_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"author_name" varchar NOT NULL,
  	"locale" "enum_product_reviews_locale" NOT NULL,
  	"rating" numeric NOT NULL,
  	"title" varchar,
  	"text" varchar NOT NULL,
  	"moderated_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status");
  CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id");
  CREATE INDEX "product_reviews_member_idx" ON "product_reviews" USING btree ("member_id");
  CREATE INDEX "product_reviews_locale_idx" ON "product_reviews" USING btree ("locale");
  CREATE INDEX "product_reviews_updated_at_idx" ON "product_reviews" USING btree ("updated_at");
  CREATE INDEX "product_reviews_created_at_idx" ON "product_reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_member_idx" ON "product_reviews" USING btree ("product_id","member_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "product_reviews" CASCADE;
  DROP TYPE "public"."enum_product_reviews_status";
  DROP TYPE "public"."enum_product_reviews_locale";`)
}
