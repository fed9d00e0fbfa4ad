import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visits_languages" AS ENUM('en', 'fr', 'es', 'pl', 'zh', 'vi', 'ru');
  CREATE TYPE "public"."enum_visit_slots_language" AS ENUM('en', 'fr', 'es', 'pl', 'zh', 'vi', 'ru');
  CREATE TYPE "public"."enum_visit_slots_currency" AS ENUM('EUR', 'USD', 'GBP', 'CAD', 'HKD', 'SGD');
  CREATE TYPE "public"."enum_visit_bookings_locale" AS ENUM('en-ww', 'fr-ca', 'en-ca', 'en-us', 'fr-fr', 'pl-pl', 'en-uk', 'en-gh', 'en-ng', 'en-za', 'es-mx', 'en-hk', 'zh-hk', 'en-my', 'en-sg', 'zh-tw', 'vi-vn', 'ru-ru');
  CREATE TYPE "public"."enum_visit_bookings_status" AS ENUM('confirmed', 'cancelled');
  ALTER TYPE "public"."enum_activities_type" ADD VALUE 'visit_booked';
  CREATE TABLE "visits_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_visits_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"duration_minutes" numeric NOT NULL,
  	"image_id" integer,
  	"page_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visits_locales" (
  	"title" varchar NOT NULL,
  	"available" boolean DEFAULT false,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "visit_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"visit_id" integer NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"language" "enum_visit_slots_language" NOT NULL,
  	"capacity" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"currency" "enum_visit_slots_currency" DEFAULT 'EUR' NOT NULL,
  	"booked" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"date_of_birth" varchar NOT NULL,
  	"party_size" numeric NOT NULL,
  	"locale" "enum_visit_bookings_locale" NOT NULL,
  	"status" "enum_visit_bookings_status" DEFAULT 'confirmed' NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancel_token_hash" varchar NOT NULL,
  	"member_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_slots_id" integer;
  ALTER TABLE "visits_languages" ADD CONSTRAINT "visits_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visits_locales" ADD CONSTRAINT "visits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_slot_id_visit_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "visits_languages_order_idx" ON "visits_languages" USING btree ("order");
  CREATE INDEX "visits_languages_parent_idx" ON "visits_languages" USING btree ("parent_id");
  CREATE UNIQUE INDEX "visits_key_idx" ON "visits" USING btree ("key");
  CREATE INDEX "visits_image_idx" ON "visits" USING btree ("image_id");
  CREATE INDEX "visits_page_idx" ON "visits" USING btree ("page_id");
  CREATE INDEX "visits_updated_at_idx" ON "visits" USING btree ("updated_at");
  CREATE INDEX "visits_created_at_idx" ON "visits" USING btree ("created_at");
  CREATE UNIQUE INDEX "visits_locales_locale_parent_id_unique" ON "visits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "visit_slots_visit_idx" ON "visit_slots" USING btree ("visit_id");
  CREATE INDEX "visit_slots_start_idx" ON "visit_slots" USING btree ("start");
  CREATE INDEX "visit_slots_updated_at_idx" ON "visit_slots" USING btree ("updated_at");
  CREATE INDEX "visit_slots_created_at_idx" ON "visit_slots" USING btree ("created_at");
  CREATE INDEX "visit_bookings_slot_idx" ON "visit_bookings" USING btree ("slot_id");
  CREATE INDEX "visit_bookings_email_idx" ON "visit_bookings" USING btree ("email");
  CREATE INDEX "visit_bookings_status_idx" ON "visit_bookings" USING btree ("status");
  CREATE UNIQUE INDEX "visit_bookings_cancel_token_hash_idx" ON "visit_bookings" USING btree ("cancel_token_hash");
  CREATE INDEX "visit_bookings_member_idx" ON "visit_bookings" USING btree ("member_id");
  CREATE INDEX "visit_bookings_updated_at_idx" ON "visit_bookings" USING btree ("updated_at");
  CREATE INDEX "visit_bookings_created_at_idx" ON "visit_bookings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visits_fk" FOREIGN KEY ("visits_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_slots_fk" FOREIGN KEY ("visit_slots_id") REFERENCES "public"."visit_slots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("visits_id");
  CREATE INDEX "payload_locked_documents_rels_visit_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_slots_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visits_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visits_languages" CASCADE;
  DROP TABLE "visits" CASCADE;
  DROP TABLE "visits_locales" CASCADE;
  DROP TABLE "visit_slots" CASCADE;
  DROP TABLE "visit_bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_slots_fk";
  
  ALTER TABLE "activities" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_activities_type";
  CREATE TYPE "public"."enum_activities_type" AS ENUM('email_verified', 'bookmark_added', 'masterclass_progress', 'quiz_taken', 'level_up');
  ALTER TABLE "activities" ALTER COLUMN "type" SET DATA TYPE "public"."enum_activities_type" USING "type"::"public"."enum_activities_type";
  DROP INDEX "payload_locked_documents_rels_visits_id_idx";
  DROP INDEX "payload_locked_documents_rels_visit_slots_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_slots_id";
  DROP TYPE "public"."enum_visits_languages";
  DROP TYPE "public"."enum_visit_slots_language";
  DROP TYPE "public"."enum_visit_slots_currency";
  DROP TYPE "public"."enum_visit_bookings_locale";
  DROP TYPE "public"."enum_visit_bookings_status";`)
}
