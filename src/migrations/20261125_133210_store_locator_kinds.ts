import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Store locator kinds (issue 13): a "shop" of the first model is a wine merchant, converted
  // while the column is plain text between the two enum types. Outlets gain a website.
  await db.execute(sql`
   ALTER TABLE "outlets" ALTER COLUMN "kind" SET DATA TYPE text;
  UPDATE "outlets" SET "kind" = 'wine-merchant' WHERE "kind" = 'shop';
  ALTER TABLE "outlets" ALTER COLUMN "kind" SET DEFAULT 'wine-merchant'::text;
  DROP TYPE "public"."enum_outlets_kind";
  CREATE TYPE "public"."enum_outlets_kind" AS ENUM('wine-merchant', 'department-store', 'bar', 'restaurant', 'travel-retail');
  ALTER TABLE "outlets" ALTER COLUMN "kind" SET DEFAULT 'wine-merchant'::"public"."enum_outlets_kind";
  ALTER TABLE "outlets" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outlets_kind" USING "kind"::"public"."enum_outlets_kind";
  ALTER TABLE "outlets" ADD COLUMN "website" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The old model had one kind of shop: every shop-like kind goes back to it.
  await db.execute(sql`
   ALTER TABLE "outlets" ALTER COLUMN "kind" SET DATA TYPE text;
  UPDATE "outlets" SET "kind" = 'shop' WHERE "kind" IN ('wine-merchant', 'department-store', 'travel-retail');
  ALTER TABLE "outlets" ALTER COLUMN "kind" SET DEFAULT 'shop'::text;
  DROP TYPE "public"."enum_outlets_kind";
  CREATE TYPE "public"."enum_outlets_kind" AS ENUM('shop', 'bar', 'restaurant');
  ALTER TABLE "outlets" ALTER COLUMN "kind" SET DEFAULT 'shop'::"public"."enum_outlets_kind";
  ALTER TABLE "outlets" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outlets_kind" USING "kind"::"public"."enum_outlets_kind";
  ALTER TABLE "outlets" DROP COLUMN "website";`)
}
