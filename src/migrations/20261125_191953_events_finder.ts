import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_category" AS ENUM('tasting', 'masterclass', 'dinner', 'cocktails', 'festival');
  ALTER TYPE "public"."enum_redirects_content_type" ADD VALUE 'event-finder';
  DROP INDEX "events_registration_url_idx";
  ALTER TABLE "events" ALTER COLUMN "registration_url" DROP NOT NULL;
  ALTER TABLE "events" ADD COLUMN "category" "enum_events_category" DEFAULT 'tasting' NOT NULL;
  ALTER TABLE "events" ADD COLUMN "capacity" numeric;
  ALTER TABLE "events" ADD COLUMN "time_zone" varchar DEFAULT 'Europe/Paris' NOT NULL;
  ALTER TABLE "events" ADD COLUMN "address" varchar;
  ALTER TABLE "events" ADD COLUMN "seo_share_image_id" integer;
  ALTER TABLE "events" ADD COLUMN "seo_no_index" boolean DEFAULT false;
  ALTER TABLE "events_locales" ADD COLUMN "slug" varchar;
  ALTER TABLE "events_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "events_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "events" ADD CONSTRAINT "events_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_category_idx" ON "events" USING btree ("category");
  CREATE INDEX "events_end_idx" ON "events" USING btree ("end");
  CREATE INDEX "events_seo_seo_share_image_idx" ON "events" USING btree ("seo_share_image_id");
  CREATE INDEX "events_slug_idx" ON "events_locales" USING btree ("slug","_locale");
  -- The first demo events pointed at a registration address that does not exist.
  UPDATE "events" SET "registration_url" = NULL WHERE "registration_url" LIKE 'https://events.example.com/%';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP CONSTRAINT "events_seo_share_image_id_media_id_fk";
  
  ALTER TABLE "redirects" ALTER COLUMN "content_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_redirects_content_type";
  CREATE TYPE "public"."enum_redirects_content_type" AS ENUM('collection', 'cocktails', 'food-recipes', 'articles', 'videos', 'shows', 'timeline', 'journeys', 'quizzjourneys', 'quizzcognacprofile', 'quiz', 'sessions', 'episodes', 'tag');
  ALTER TABLE "redirects" ALTER COLUMN "content_type" SET DATA TYPE "public"."enum_redirects_content_type" USING "content_type"::"public"."enum_redirects_content_type";
  DROP INDEX "events_category_idx";
  DROP INDEX "events_end_idx";
  DROP INDEX "events_seo_seo_share_image_idx";
  DROP INDEX "events_slug_idx";
  UPDATE "events" SET "registration_url" = '' WHERE "registration_url" IS NULL;
  ALTER TABLE "events" ALTER COLUMN "registration_url" SET NOT NULL;
  CREATE INDEX "events_registration_url_idx" ON "events" USING btree ("registration_url");
  ALTER TABLE "events" DROP COLUMN "category";
  ALTER TABLE "events" DROP COLUMN "capacity";
  ALTER TABLE "events" DROP COLUMN "time_zone";
  ALTER TABLE "events" DROP COLUMN "address";
  ALTER TABLE "events" DROP COLUMN "seo_share_image_id";
  ALTER TABLE "events" DROP COLUMN "seo_no_index";
  ALTER TABLE "events_locales" DROP COLUMN "slug";
  ALTER TABLE "events_locales" DROP COLUMN "seo_title";
  ALTER TABLE "events_locales" DROP COLUMN "seo_description";
  DROP TYPE "public"."enum_events_category";`)
}
