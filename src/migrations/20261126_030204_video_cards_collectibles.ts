import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_video_cards_variant" AS ENUM('standard', 'noblige');
  CREATE TABLE "collectibles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"edition_number" numeric NOT NULL,
  	"edition_size" numeric NOT NULL,
  	"owner_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "collectibles_locales" (
  	"title" varchar NOT NULL,
  	"available" boolean DEFAULT false,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "video_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"variant" "enum_video_cards_variant" NOT NULL,
  	"name" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"film" varchar,
  	"seconds" numeric,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "collectibles_id" integer;
  ALTER TABLE "collectibles" ADD CONSTRAINT "collectibles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collectibles_locales" ADD CONSTRAINT "collectibles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."collectibles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "collectibles_image_idx" ON "collectibles" USING btree ("image_id");
  CREATE INDEX "collectibles_updated_at_idx" ON "collectibles" USING btree ("updated_at");
  CREATE INDEX "collectibles_created_at_idx" ON "collectibles" USING btree ("created_at");
  CREATE UNIQUE INDEX "collectibles_locales_locale_parent_id_unique" ON "collectibles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "video_cards_token_idx" ON "video_cards" USING btree ("token");
  CREATE INDEX "video_cards_expires_at_idx" ON "video_cards" USING btree ("expires_at");
  CREATE INDEX "video_cards_updated_at_idx" ON "video_cards" USING btree ("updated_at");
  CREATE INDEX "video_cards_created_at_idx" ON "video_cards" USING btree ("created_at");
  CREATE UNIQUE INDEX "video_cards_filename_idx" ON "video_cards" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_collectibles_fk" FOREIGN KEY ("collectibles_id") REFERENCES "public"."collectibles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_collectibles_id_idx" ON "payload_locked_documents_rels" USING btree ("collectibles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "collectibles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "collectibles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_cards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "collectibles" CASCADE;
  DROP TABLE "collectibles_locales" CASCADE;
  DROP TABLE "video_cards" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_collectibles_fk";
  
  DROP INDEX "payload_locked_documents_rels_collectibles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "collectibles_id";
  DROP TYPE "public"."enum_video_cards_variant";`)
}
