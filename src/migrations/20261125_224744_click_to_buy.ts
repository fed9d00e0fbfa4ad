import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_retailer_offers_market" AS ENUM('WW', 'CA', 'US', 'FR', 'PL', 'GB', 'GH', 'NG', 'ZA', 'MX', 'HK', 'MY', 'SG', 'TW', 'VN', 'RU');
  CREATE TYPE "public"."enum_retailer_offers_availability" AS ENUM('in_stock', 'limited', 'out_of_stock');
  CREATE TABLE "retailer_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retailer" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"market" "enum_retailer_offers_market" NOT NULL,
  	"price" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"pack_size" varchar NOT NULL,
  	"availability" "enum_retailer_offers_availability" DEFAULT 'in_stock' NOT NULL,
  	"url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "retailer_offers_id" integer;
  ALTER TABLE "retailer_offers" ADD CONSTRAINT "retailer_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "retailer_offers_product_idx" ON "retailer_offers" USING btree ("product_id");
  CREATE INDEX "retailer_offers_market_idx" ON "retailer_offers" USING btree ("market");
  CREATE INDEX "retailer_offers_updated_at_idx" ON "retailer_offers" USING btree ("updated_at");
  CREATE INDEX "retailer_offers_created_at_idx" ON "retailer_offers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_retailer_offers_fk" FOREIGN KEY ("retailer_offers_id") REFERENCES "public"."retailer_offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_retailer_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("retailer_offers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "retailer_offers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "retailer_offers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_retailer_offers_fk";
  
  DROP INDEX "payload_locked_documents_rels_retailer_offers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "retailer_offers_id";
  DROP TYPE "public"."enum_retailer_offers_market";
  DROP TYPE "public"."enum_retailer_offers_availability";`)
}
