import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "bottles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code_id" varchar NOT NULL,
  	"batch" varchar NOT NULL,
  	"serial" numeric NOT NULL,
  	"product_id" integer NOT NULL,
  	"bottled_on" timestamp(3) with time zone,
  	"first_scan_at" timestamp(3) with time zone,
  	"last_scan_at" timestamp(3) with time zone,
  	"scan_count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bottles" ADD CONSTRAINT "bottles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "bottles_code_id_idx" ON "bottles" USING btree ("code_id");
  CREATE INDEX "bottles_batch_idx" ON "bottles" USING btree ("batch");
  CREATE INDEX "bottles_product_idx" ON "bottles" USING btree ("product_id");
  CREATE INDEX "bottles_updated_at_idx" ON "bottles" USING btree ("updated_at");
  CREATE INDEX "bottles_created_at_idx" ON "bottles" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "bottles" CASCADE;`)
}
