import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_lines_method" AS ENUM('delivery', 'shipping', 'pickup');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('handed_off');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('en-ww', 'fr-ca', 'en-ca', 'en-us', 'fr-fr', 'pl-pl', 'en-uk', 'en-gh', 'en-ng', 'en-za', 'es-mx', 'en-hk', 'zh-hk', 'en-my', 'en-sg', 'zh-tw', 'vi-vn', 'ru-ru');
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar NOT NULL,
  	"product_name" varchar NOT NULL,
  	"method" "enum_orders_lines_method" NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_price" numeric NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'handed_off' NOT NULL,
  	"retailer" varchar NOT NULL,
  	"zip" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_orders_locale" NOT NULL,
  	"currency" varchar NOT NULL,
  	"total_cents" numeric NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"member_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");
  CREATE INDEX "orders_retailer_idx" ON "orders" USING btree ("retailer");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE UNIQUE INDEX "orders_token_hash_idx" ON "orders" USING btree ("token_hash");
  CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TYPE "public"."enum_orders_lines_method";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_locale";`)
}
