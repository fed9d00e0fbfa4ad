import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_signups_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_consents_locale" AS ENUM('en-ww', 'fr-ca', 'en-ca', 'en-us', 'fr-fr', 'pl-pl', 'en-uk', 'en-gh', 'en-ng', 'en-za', 'es-mx', 'en-hk', 'zh-hk', 'en-my', 'en-sg', 'zh-tw', 'vi-vn', 'ru-ru');
  CREATE TYPE "public"."enum_newsletter_consents_action" AS ENUM('subscribe', 'confirm', 'unsubscribe');
  CREATE TABLE "newsletter_consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_newsletter_consents_locale" NOT NULL,
  	"action" "enum_newsletter_consents_action" NOT NULL,
  	"consent_text" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"source" varchar,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "newsletter_signups" ADD COLUMN "status" "enum_newsletter_signups_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "newsletter_signups" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_signups" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_signups" ADD COLUMN "confirm_nonce" varchar;
  ALTER TABLE "newsletter_signups" ADD COLUMN "consumer_entry" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_consents_id" integer;
  CREATE INDEX "newsletter_consents_email_idx" ON "newsletter_consents" USING btree ("email");
  CREATE INDEX "newsletter_consents_at_idx" ON "newsletter_consents" USING btree ("at");
  CREATE INDEX "newsletter_consents_updated_at_idx" ON "newsletter_consents" USING btree ("updated_at");
  CREATE INDEX "newsletter_consents_created_at_idx" ON "newsletter_consents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_consents_fk" FOREIGN KEY ("newsletter_consents_id") REFERENCES "public"."newsletter_consents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_signups_status_idx" ON "newsletter_signups" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_newsletter_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_consents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_consents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_consents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_consents_fk";
  
  DROP INDEX "newsletter_signups_status_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_consents_id_idx";
  ALTER TABLE "newsletter_signups" DROP COLUMN "status";
  ALTER TABLE "newsletter_signups" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_signups" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "newsletter_signups" DROP COLUMN "confirm_nonce";
  ALTER TABLE "newsletter_signups" DROP COLUMN "consumer_entry";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_consents_id";
  DROP TYPE "public"."enum_newsletter_signups_status";
  DROP TYPE "public"."enum_newsletter_consents_locale";
  DROP TYPE "public"."enum_newsletter_consents_action";`)
}
