import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 17 item 8: the crest image, the social links and the age gate background become per
// locale. The values already stored become the default locale's (en-ww), so nothing changes on
// the site until a locale is given its own; locales without one use en-ww's (src/content/site.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_options" DROP CONSTRAINT "site_options_crest_image_id_media_id_fk";
  
  ALTER TABLE "site_options" DROP CONSTRAINT "site_options_age_gate_background_id_media_id_fk";
  
  DROP INDEX "site_options_crest_image_idx";
  DROP INDEX "site_options_age_gate_age_gate_background_idx";
  ALTER TABLE "site_options_social_links" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en-ww';
  ALTER TABLE "site_options_social_links" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "site_options_locales" ADD COLUMN "crest_image_id" integer;
  ALTER TABLE "site_options_locales" ADD COLUMN "age_gate_background_id" integer;
  ALTER TABLE "site_options_locales" ADD CONSTRAINT "site_options_locales_crest_image_id_media_id_fk" FOREIGN KEY ("crest_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_options_locales" ADD CONSTRAINT "site_options_locales_age_gate_background_id_media_id_fk" FOREIGN KEY ("age_gate_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_options_social_links_locale_idx" ON "site_options_social_links" USING btree ("_locale");
  CREATE INDEX "site_options_crest_image_idx" ON "site_options_locales" USING btree ("crest_image_id","_locale");
  CREATE INDEX "site_options_age_gate_age_gate_background_idx" ON "site_options_locales" USING btree ("age_gate_background_id","_locale");`)
  // The stored images move to the en-ww row (made if the global has none yet; site_name has a
  // database default) before their old columns go.
  await db.execute(sql`
  INSERT INTO "site_options_locales" ("_locale", "_parent_id")
  SELECT 'en-ww', "id" FROM "site_options"
  WHERE "crest_image_id" IS NOT NULL OR "age_gate_background_id" IS NOT NULL
  ON CONFLICT ("_locale", "_parent_id") DO NOTHING;
  UPDATE "site_options_locales" AS l
  SET "crest_image_id" = s."crest_image_id", "age_gate_background_id" = s."age_gate_background_id"
  FROM "site_options" AS s
  WHERE l."_parent_id" = s."id" AND l."_locale" = 'en-ww';`)
  await db.execute(sql`
  ALTER TABLE "site_options" DROP COLUMN "crest_image_id";
  ALTER TABLE "site_options" DROP COLUMN "age_gate_background_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_options_locales" DROP CONSTRAINT "site_options_locales_crest_image_id_media_id_fk";
  
  ALTER TABLE "site_options_locales" DROP CONSTRAINT "site_options_locales_age_gate_background_id_media_id_fk";
  
  DROP INDEX "site_options_social_links_locale_idx";
  DROP INDEX "site_options_crest_image_idx";
  DROP INDEX "site_options_age_gate_age_gate_background_idx";
  ALTER TABLE "site_options" ADD COLUMN "crest_image_id" integer;
  ALTER TABLE "site_options" ADD COLUMN "age_gate_background_id" integer;
  ALTER TABLE "site_options" ADD CONSTRAINT "site_options_crest_image_id_media_id_fk" FOREIGN KEY ("crest_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_options" ADD CONSTRAINT "site_options_age_gate_background_id_media_id_fk" FOREIGN KEY ("age_gate_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_options_crest_image_idx" ON "site_options" USING btree ("crest_image_id");
  CREATE INDEX "site_options_age_gate_age_gate_background_idx" ON "site_options" USING btree ("age_gate_background_id");`)
  // Back to one value for every locale: en-ww's is kept, the other locales' own are dropped.
  await db.execute(sql`
  UPDATE "site_options" AS s
  SET "crest_image_id" = l."crest_image_id", "age_gate_background_id" = l."age_gate_background_id"
  FROM "site_options_locales" AS l
  WHERE l."_parent_id" = s."id" AND l."_locale" = 'en-ww';
  DELETE FROM "site_options_social_links" WHERE "_locale" <> 'en-ww';`)
  await db.execute(sql`
  ALTER TABLE "site_options_social_links" DROP COLUMN "_locale";
  ALTER TABLE "site_options_locales" DROP COLUMN "crest_image_id";
  ALTER TABLE "site_options_locales" DROP COLUMN "age_gate_background_id";`)
}
