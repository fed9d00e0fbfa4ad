import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_support_chats_status" AS ENUM('new', 'answered', 'closed');
  CREATE TYPE "public"."enum_support_chats_locale" AS ENUM('en-ww', 'fr-ca', 'en-ca', 'en-us', 'fr-fr', 'pl-pl', 'en-uk', 'en-gh', 'en-ng', 'en-za', 'es-mx', 'en-hk', 'zh-hk', 'en-my', 'en-sg', 'zh-tw', 'vi-vn', 'ru-ru');
  CREATE TABLE "support_chats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_support_chats_status" DEFAULT 'new' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"locale" "enum_support_chats_locale" NOT NULL,
  	"page" varchar,
  	"team_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "support_chats_status_idx" ON "support_chats" USING btree ("status");
  CREATE INDEX "support_chats_email_idx" ON "support_chats" USING btree ("email");
  CREATE INDEX "support_chats_updated_at_idx" ON "support_chats" USING btree ("updated_at");
  CREATE INDEX "support_chats_created_at_idx" ON "support_chats" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "support_chats" CASCADE;
  DROP TYPE "public"."enum_support_chats_status";
  DROP TYPE "public"."enum_support_chats_locale";`)
}
