import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_range" AS ENUM('core', 'prestige', 'limited-edition');
  CREATE TYPE "public"."enum_outlets_kind" AS ENUM('shop', 'bar', 'restaurant');
  CREATE TYPE "public"."enum_cocktails_taste" AS ENUM('soft', 'creamy', 'sweet', 'sour', 'bitter');
  CREATE TYPE "public"."enum_cocktails_quote_background" AS ENUM('cream', 'blue', 'red', 'amber', 'ink');
  CREATE TYPE "public"."enum_articles_min_level" AS ENUM('level0', 'level1', 'level2', 'level3', 'level4', 'level5');
  CREATE TYPE "public"."enum_videos_min_level" AS ENUM('level0', 'level1', 'level2', 'level3', 'level4', 'level5');
  CREATE TYPE "public"."enum_podcasts_min_level" AS ENUM('level0', 'level1', 'level2', 'level3', 'level4', 'level5');
  CREATE TYPE "public"."enum_sessions_infos_level" AS ENUM('beginner', 'amateur', 'expert');
  CREATE TYPE "public"."enum_sessions_min_level" AS ENUM('level0', 'level1', 'level2', 'level3', 'level4', 'level5');
  CREATE TYPE "public"."enum_menu_sublinks_news_type" AS ENUM('news', 'articles', 'videos', 'shows', 'page');
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'newsletter' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'video-card-generator' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'video-card-landing' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'video-card-sharing' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'masterclass-hub' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'shows' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'contact' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'maison' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'timeline' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'booking' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'visit-us' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'cocktails-list' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'food-recipes-list' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'articles-list' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'videos-list' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'qualification' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'playlists' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'collection' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'nft-collection' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'comparator' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'comparator-results' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'tags' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'search' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'legals' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'store-locator' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'event-finder' BEFORE 'universal';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'connected-bottle-landing';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'carousel';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'noblige';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'noblige-shared-card';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'news';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'not-found';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'preview';
  ALTER TYPE "public"."enum_pages_template" ADD VALUE 'quizz-journeys';
  CREATE TABLE "pages_settings_menu_override" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"range" "enum_products_range" DEFAULT 'core' NOT NULL,
  	"sort_order" numeric DEFAULT 100 NOT NULL,
  	"image_id" integer,
  	"cover_id" integer,
  	"flavour_profile_fruity" numeric DEFAULT 5 NOT NULL,
  	"flavour_profile_floral" numeric DEFAULT 5 NOT NULL,
  	"flavour_profile_spicy" numeric DEFAULT 5 NOT NULL,
  	"flavour_profile_woody" numeric DEFAULT 5 NOT NULL,
  	"flavour_profile_sweet" numeric DEFAULT 5 NOT NULL,
  	"age_statement_years" numeric,
  	"abv" numeric DEFAULT 40 NOT NULL,
  	"volume_ml" numeric DEFAULT 700 NOT NULL,
  	"grouping_id" varchar,
  	"click_to_buy" boolean DEFAULT false,
  	"store_locator" boolean DEFAULT false,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"small_description" varchar NOT NULL,
  	"description" jsonb,
  	"colour" varchar,
  	"nose" varchar,
  	"palate" varchar,
  	"finish" varchar,
  	"cru" varchar,
  	"cask_type" varchar,
  	"distillation" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "outlets_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"hours" varchar NOT NULL
  );
  
  CREATE TABLE "outlets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"available" boolean DEFAULT false,
  	"kind" "enum_outlets_kind" DEFAULT 'shop' NOT NULL,
  	"address" varchar NOT NULL,
  	"postcode" varchar,
  	"city" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outlets_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"venue" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"registration_url" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar NOT NULL,
  	"available" boolean DEFAULT false,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cocktails_taste" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_cocktails_taste",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cocktails_recipe_ingredients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quantity" varchar
  );
  
  CREATE TABLE "cocktails_recipe_ingredients_locales" (
  	"unit" varchar,
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cocktails_recipe_instructions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar
  );
  
  CREATE TABLE "cocktails_recipe_instructions_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cocktails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"template_v2" boolean DEFAULT false,
  	"cover_id" integer NOT NULL,
  	"preparation_time" numeric,
  	"hide_time" boolean DEFAULT false,
  	"quote_background" "enum_cocktails_quote_background" DEFAULT 'cream',
  	"cocktail_video_url" varchar,
  	"display_history" boolean DEFAULT false,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cocktails_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"description" varchar,
  	"recipe_serving_tips" varchar,
  	"quote_quote" varchar,
  	"quote_label" varchar,
  	"quote_author" varchar,
  	"history_label" varchar,
  	"history_title" varchar,
  	"history_content" jsonb,
  	"blocs" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cocktails_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"cocktails_id" integer,
  	"articles_id" integer
  );
  
  CREATE TABLE "food_recipes_ingredients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quantity" varchar
  );
  
  CREATE TABLE "food_recipes_ingredients_locales" (
  	"unit" varchar,
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "food_recipes_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "food_recipes_steps_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "food_recipes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"cover_id" integer NOT NULL,
  	"preparation_time" numeric,
  	"servings" numeric DEFAULT 4,
  	"paired_product_id" integer,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "food_recipes_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"description" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"cover_id" integer NOT NULL,
  	"thumbnail_id" integer,
  	"reading_time" numeric,
  	"hide_time" boolean DEFAULT false,
  	"category_id" integer,
  	"exclusive" boolean DEFAULT false,
  	"min_level" "enum_articles_min_level" DEFAULT 'level1',
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"articles_id" integer
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"cover_id" integer NOT NULL,
  	"thumbnail_id" integer,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"cover_id" integer NOT NULL,
  	"thumbnail_id" integer,
  	"video_url" varchar NOT NULL,
  	"video_length" numeric,
  	"hide_time" boolean DEFAULT false,
  	"exclusive" boolean DEFAULT false,
  	"min_level" "enum_videos_min_level" DEFAULT 'level1',
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"excerpt" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "shows_line_up" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"length" numeric DEFAULT 5,
  	"place" varchar
  );
  
  CREATE TABLE "shows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"cover_id" integer NOT NULL,
  	"thumbnail_id" integer,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shows_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"venue" varchar,
  	"city" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "shows_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "playlists_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"artist" varchar NOT NULL,
  	"duration_seconds" numeric
  );
  
  CREATE TABLE "playlists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer NOT NULL,
  	"external_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "playlists_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "podcasts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"cover_id" integer NOT NULL,
  	"audio_url" varchar NOT NULL,
  	"duration_seconds" numeric,
  	"episode_number" numeric,
  	"exclusive" boolean DEFAULT false,
  	"min_level" "enum_podcasts_min_level" DEFAULT 'level1',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "podcasts_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "podcasts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "journeys_chapters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "journeys_chapters_locales" (
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "journeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer NOT NULL,
  	"bookable" boolean DEFAULT false,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "journeys_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"intro" varchar NOT NULL,
  	"booking_url" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "timeline" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"cover_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "timeline_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"date_label" varchar,
  	"summary" varchar NOT NULL,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_image_id" integer NOT NULL,
  	"infos_level" "enum_sessions_infos_level" DEFAULT 'beginner' NOT NULL,
  	"infos_instructor" varchar NOT NULL,
  	"exclusive" boolean DEFAULT false,
  	"min_level" "enum_sessions_min_level" DEFAULT 'level1',
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sessions_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"card_description" varchar NOT NULL,
  	"infos_instructor_role" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sessions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"episodes_id" integer
  );
  
  CREATE TABLE "episodes_quiz_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"correct" boolean DEFAULT false
  );
  
  CREATE TABLE "episodes_quiz_answers_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "episodes_quiz" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "episodes_quiz_locales" (
  	"question" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "episodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_id" integer,
  	"number" numeric,
  	"video_url" varchar NOT NULL,
  	"video_length" numeric NOT NULL,
  	"cover_id" integer NOT NULL,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "episodes_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"description" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "quizzcognacprofile_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"outcome" varchar NOT NULL
  );
  
  CREATE TABLE "quizzcognacprofile_questions_answers_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quizzcognacprofile_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "quizzcognacprofile_questions_locales" (
  	"question" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quizzcognacprofile_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"image_id" integer,
  	"recommended_product_id" integer
  );
  
  CREATE TABLE "quizzcognacprofile_outcomes_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quizzcognacprofile" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer NOT NULL,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quizzcognacprofile_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"intro" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "quizzjourneys_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"outcome" varchar NOT NULL
  );
  
  CREATE TABLE "quizzjourneys_questions_answers_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quizzjourneys_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "quizzjourneys_questions_locales" (
  	"question" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quizzjourneys_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"image_id" integer,
  	"recommended_product_id" integer,
  	"recommended_journey_id" integer
  );
  
  CREATE TABLE "quizzjourneys_outcomes_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quizzjourneys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer NOT NULL,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quizzjourneys_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"intro" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "quiz_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"correct" boolean DEFAULT false
  );
  
  CREATE TABLE "quiz_questions_answers_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quiz_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "quiz_questions_locales" (
  	"question" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quiz_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"min_correct" numeric NOT NULL,
  	"image_id" integer,
  	"recommended_product_id" integer,
  	"recommended_session_id" integer
  );
  
  CREATE TABLE "quiz_outcomes_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quiz" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer NOT NULL,
  	"seo_share_image_id" integer,
  	"seo_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quiz_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"available" boolean DEFAULT false,
  	"intro" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "menu_sublinks_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"type" "enum_menu_sublinks_news_type"
  );
  
  CREATE TABLE "menu_sublinks_collection" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"push_id" integer
  );
  
  CREATE TABLE "menu_cards_pushs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"card_image_id" integer,
  	"title" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "menu_journey_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "main_menu_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"news_id" integer,
  	"cocktails_id" integer
  );
  
  ALTER TABLE "pages" ADD COLUMN "settings_bypass_age_gate" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "settings_disable_locale" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "settings_custom_age_gate" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "settings_age_gate_background_id" integer;
  ALTER TABLE "pages" ADD COLUMN "settings_remove_footer" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "settings_disable_language_dropdown" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "settings_disable_menu" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "settings_menu_is_dark" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "settings_template_v2" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "settings_x_default" varchar;
  ALTER TABLE "pages" ADD COLUMN "seo_share_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "seo_no_index" boolean DEFAULT false;
  ALTER TABLE "pages_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outlets_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cocktails_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "food_recipes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "playlists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "podcasts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "journeys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "timeline_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "episodes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quizzcognacprofile_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quizzjourneys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quiz_id" integer;
  ALTER TABLE "site_options" ADD COLUMN "crest_image_id" integer;
  ALTER TABLE "site_options" ADD COLUMN "footer_newsletter_background_id" integer;
  ALTER TABLE "site_options" ADD COLUMN "age_gate_background_id" integer;
  ALTER TABLE "site_options" ADD COLUMN "newsletter_form_form_key" varchar;
  ALTER TABLE "site_options" ADD COLUMN "newsletter_form_is_webform" boolean DEFAULT false;
  ALTER TABLE "site_options" ADD COLUMN "newsletter_form_form_shortcode_id" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "form_image_id" integer;
  ALTER TABLE "site_options_locales" ADD COLUMN "eventtia_popup_image_id" integer;
  ALTER TABLE "site_options_locales" ADD COLUMN "recycling_text" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "disclaimer_banner_image_id" integer;
  ALTER TABLE "site_options_locales" ADD COLUMN "warning_banner_image_id" integer;
  ALTER TABLE "site_options_locales" ADD COLUMN "footer_newsletter_title" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "footer_newsletter_label" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "footer_newsletter_checkbox_text" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "footer_newsletter_cta_label" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "footer_newsletter_success_title" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "footer_newsletter_success_label" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "age_gate_title" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "age_gate_text" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "age_gate_refusal_text" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "age_gate_minimum_age" numeric DEFAULT 18;
  ALTER TABLE "site_options_locales" ADD COLUMN "newsletter_form_form_lang" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "newsletter_form_form_success_title" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "newsletter_form_form_success_text" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "newsletter_form_form_success_button" varchar;
  ALTER TABLE "site_options_locales" ADD COLUMN "newsletter_form_form_success_button_url" varchar;
  ALTER TABLE "pages_settings_menu_override" ADD CONSTRAINT "pages_settings_menu_override_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outlets_opening_hours" ADD CONSTRAINT "outlets_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outlets_rels" ADD CONSTRAINT "outlets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outlets_rels" ADD CONSTRAINT "outlets_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails_taste" ADD CONSTRAINT "cocktails_taste_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails_recipe_ingredients" ADD CONSTRAINT "cocktails_recipe_ingredients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails_recipe_ingredients_locales" ADD CONSTRAINT "cocktails_recipe_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cocktails_recipe_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails_recipe_instructions" ADD CONSTRAINT "cocktails_recipe_instructions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cocktails_recipe_instructions" ADD CONSTRAINT "cocktails_recipe_instructions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails_recipe_instructions_locales" ADD CONSTRAINT "cocktails_recipe_instructions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cocktails_recipe_instructions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails" ADD CONSTRAINT "cocktails_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cocktails" ADD CONSTRAINT "cocktails_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cocktails_locales" ADD CONSTRAINT "cocktails_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails_rels" ADD CONSTRAINT "cocktails_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails_rels" ADD CONSTRAINT "cocktails_rels_cocktails_fk" FOREIGN KEY ("cocktails_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails_rels" ADD CONSTRAINT "cocktails_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "food_recipes_ingredients" ADD CONSTRAINT "food_recipes_ingredients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."food_recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "food_recipes_ingredients_locales" ADD CONSTRAINT "food_recipes_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."food_recipes_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "food_recipes_steps" ADD CONSTRAINT "food_recipes_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "food_recipes_steps" ADD CONSTRAINT "food_recipes_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."food_recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "food_recipes_steps_locales" ADD CONSTRAINT "food_recipes_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."food_recipes_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "food_recipes" ADD CONSTRAINT "food_recipes_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "food_recipes" ADD CONSTRAINT "food_recipes_paired_product_id_products_id_fk" FOREIGN KEY ("paired_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "food_recipes" ADD CONSTRAINT "food_recipes_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "food_recipes_locales" ADD CONSTRAINT "food_recipes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."food_recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags_locales" ADD CONSTRAINT "tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shows_line_up" ADD CONSTRAINT "shows_line_up_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shows" ADD CONSTRAINT "shows_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shows" ADD CONSTRAINT "shows_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shows" ADD CONSTRAINT "shows_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shows_locales" ADD CONSTRAINT "shows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shows_rels" ADD CONSTRAINT "shows_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shows_rels" ADD CONSTRAINT "shows_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "playlists_tracks" ADD CONSTRAINT "playlists_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "playlists" ADD CONSTRAINT "playlists_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "playlists_locales" ADD CONSTRAINT "playlists_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcasts_locales" ADD CONSTRAINT "podcasts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcasts_rels" ADD CONSTRAINT "podcasts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcasts_rels" ADD CONSTRAINT "podcasts_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journeys_chapters" ADD CONSTRAINT "journeys_chapters_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journeys_chapters" ADD CONSTRAINT "journeys_chapters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journeys_chapters_locales" ADD CONSTRAINT "journeys_chapters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."journeys_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journeys" ADD CONSTRAINT "journeys_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journeys" ADD CONSTRAINT "journeys_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journeys_locales" ADD CONSTRAINT "journeys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timeline" ADD CONSTRAINT "timeline_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "timeline_locales" ADD CONSTRAINT "timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sessions" ADD CONSTRAINT "sessions_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sessions" ADD CONSTRAINT "sessions_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sessions_locales" ADD CONSTRAINT "sessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sessions_rels" ADD CONSTRAINT "sessions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sessions_rels" ADD CONSTRAINT "sessions_rels_episodes_fk" FOREIGN KEY ("episodes_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "episodes_quiz_answers" ADD CONSTRAINT "episodes_quiz_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."episodes_quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "episodes_quiz_answers_locales" ADD CONSTRAINT "episodes_quiz_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."episodes_quiz_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "episodes_quiz" ADD CONSTRAINT "episodes_quiz_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "episodes_quiz_locales" ADD CONSTRAINT "episodes_quiz_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."episodes_quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "episodes" ADD CONSTRAINT "episodes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "episodes" ADD CONSTRAINT "episodes_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "episodes" ADD CONSTRAINT "episodes_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "episodes_locales" ADD CONSTRAINT "episodes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_questions_answers" ADD CONSTRAINT "quizzcognacprofile_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzcognacprofile_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_questions_answers_locales" ADD CONSTRAINT "quizzcognacprofile_questions_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzcognacprofile_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_questions" ADD CONSTRAINT "quizzcognacprofile_questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_questions" ADD CONSTRAINT "quizzcognacprofile_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzcognacprofile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_questions_locales" ADD CONSTRAINT "quizzcognacprofile_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzcognacprofile_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_outcomes" ADD CONSTRAINT "quizzcognacprofile_outcomes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_outcomes" ADD CONSTRAINT "quizzcognacprofile_outcomes_recommended_product_id_products_id_fk" FOREIGN KEY ("recommended_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_outcomes" ADD CONSTRAINT "quizzcognacprofile_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzcognacprofile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_outcomes_locales" ADD CONSTRAINT "quizzcognacprofile_outcomes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzcognacprofile_outcomes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile" ADD CONSTRAINT "quizzcognacprofile_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile" ADD CONSTRAINT "quizzcognacprofile_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_locales" ADD CONSTRAINT "quizzcognacprofile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzcognacprofile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzjourneys_questions_answers" ADD CONSTRAINT "quizzjourneys_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzjourneys_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzjourneys_questions_answers_locales" ADD CONSTRAINT "quizzjourneys_questions_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzjourneys_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzjourneys_questions" ADD CONSTRAINT "quizzjourneys_questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzjourneys_questions" ADD CONSTRAINT "quizzjourneys_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzjourneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzjourneys_questions_locales" ADD CONSTRAINT "quizzjourneys_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzjourneys_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzjourneys_outcomes" ADD CONSTRAINT "quizzjourneys_outcomes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzjourneys_outcomes" ADD CONSTRAINT "quizzjourneys_outcomes_recommended_product_id_products_id_fk" FOREIGN KEY ("recommended_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzjourneys_outcomes" ADD CONSTRAINT "quizzjourneys_outcomes_recommended_journey_id_journeys_id_fk" FOREIGN KEY ("recommended_journey_id") REFERENCES "public"."journeys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzjourneys_outcomes" ADD CONSTRAINT "quizzjourneys_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzjourneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzjourneys_outcomes_locales" ADD CONSTRAINT "quizzjourneys_outcomes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzjourneys_outcomes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzjourneys" ADD CONSTRAINT "quizzjourneys_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzjourneys" ADD CONSTRAINT "quizzjourneys_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzjourneys_locales" ADD CONSTRAINT "quizzjourneys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzjourneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_questions_answers" ADD CONSTRAINT "quiz_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_questions_answers_locales" ADD CONSTRAINT "quiz_questions_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_questions_locales" ADD CONSTRAINT "quiz_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_outcomes" ADD CONSTRAINT "quiz_outcomes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_outcomes" ADD CONSTRAINT "quiz_outcomes_recommended_product_id_products_id_fk" FOREIGN KEY ("recommended_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_outcomes" ADD CONSTRAINT "quiz_outcomes_recommended_session_id_sessions_id_fk" FOREIGN KEY ("recommended_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_outcomes" ADD CONSTRAINT "quiz_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_outcomes_locales" ADD CONSTRAINT "quiz_outcomes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz_outcomes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz" ADD CONSTRAINT "quiz_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz" ADD CONSTRAINT "quiz_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_locales" ADD CONSTRAINT "quiz_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_sublinks_news" ADD CONSTRAINT "menu_sublinks_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_sublinks_collection" ADD CONSTRAINT "menu_sublinks_collection_push_id_products_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_sublinks_collection" ADD CONSTRAINT "menu_sublinks_collection_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_cards_pushs" ADD CONSTRAINT "menu_cards_pushs_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_cards_pushs" ADD CONSTRAINT "menu_cards_pushs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_journey_cards" ADD CONSTRAINT "menu_journey_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_journey_cards" ADD CONSTRAINT "menu_journey_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_cocktails_fk" FOREIGN KEY ("cocktails_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_settings_menu_override_order_idx" ON "pages_settings_menu_override" USING btree ("_order");
  CREATE INDEX "pages_settings_menu_override_parent_id_idx" ON "pages_settings_menu_override" USING btree ("_parent_id");
  CREATE INDEX "pages_settings_menu_override_locale_idx" ON "pages_settings_menu_override" USING btree ("_locale");
  CREATE INDEX "products_sort_order_idx" ON "products" USING btree ("sort_order");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_cover_idx" ON "products" USING btree ("cover_id");
  CREATE INDEX "products_grouping_id_idx" ON "products" USING btree ("grouping_id");
  CREATE INDEX "products_seo_seo_share_image_idx" ON "products" USING btree ("seo_share_image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_slug_idx" ON "products_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "outlets_opening_hours_order_idx" ON "outlets_opening_hours" USING btree ("_order");
  CREATE INDEX "outlets_opening_hours_parent_id_idx" ON "outlets_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "outlets_city_idx" ON "outlets" USING btree ("city");
  CREATE INDEX "outlets_country_idx" ON "outlets" USING btree ("country");
  CREATE INDEX "outlets_updated_at_idx" ON "outlets" USING btree ("updated_at");
  CREATE INDEX "outlets_created_at_idx" ON "outlets" USING btree ("created_at");
  CREATE INDEX "outlets_rels_order_idx" ON "outlets_rels" USING btree ("order");
  CREATE INDEX "outlets_rels_parent_idx" ON "outlets_rels" USING btree ("parent_id");
  CREATE INDEX "outlets_rels_path_idx" ON "outlets_rels" USING btree ("path");
  CREATE INDEX "outlets_rels_products_id_idx" ON "outlets_rels" USING btree ("products_id");
  CREATE INDEX "events_start_idx" ON "events" USING btree ("start");
  CREATE INDEX "events_city_idx" ON "events" USING btree ("city");
  CREATE INDEX "events_country_idx" ON "events" USING btree ("country");
  CREATE INDEX "events_registration_url_idx" ON "events" USING btree ("registration_url");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cocktails_taste_order_idx" ON "cocktails_taste" USING btree ("order");
  CREATE INDEX "cocktails_taste_parent_idx" ON "cocktails_taste" USING btree ("parent_id");
  CREATE INDEX "cocktails_recipe_ingredients_order_idx" ON "cocktails_recipe_ingredients" USING btree ("_order");
  CREATE INDEX "cocktails_recipe_ingredients_parent_id_idx" ON "cocktails_recipe_ingredients" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cocktails_recipe_ingredients_locales_locale_parent_id_unique" ON "cocktails_recipe_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cocktails_recipe_instructions_order_idx" ON "cocktails_recipe_instructions" USING btree ("_order");
  CREATE INDEX "cocktails_recipe_instructions_parent_id_idx" ON "cocktails_recipe_instructions" USING btree ("_parent_id");
  CREATE INDEX "cocktails_recipe_instructions_image_idx" ON "cocktails_recipe_instructions" USING btree ("image_id");
  CREATE UNIQUE INDEX "cocktails_recipe_instructions_locales_locale_parent_id_uniqu" ON "cocktails_recipe_instructions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cocktails_cover_idx" ON "cocktails" USING btree ("cover_id");
  CREATE INDEX "cocktails_seo_seo_share_image_idx" ON "cocktails" USING btree ("seo_share_image_id");
  CREATE INDEX "cocktails_updated_at_idx" ON "cocktails" USING btree ("updated_at");
  CREATE INDEX "cocktails_created_at_idx" ON "cocktails" USING btree ("created_at");
  CREATE INDEX "cocktails_slug_idx" ON "cocktails_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "cocktails_locales_locale_parent_id_unique" ON "cocktails_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cocktails_rels_order_idx" ON "cocktails_rels" USING btree ("order");
  CREATE INDEX "cocktails_rels_parent_idx" ON "cocktails_rels" USING btree ("parent_id");
  CREATE INDEX "cocktails_rels_path_idx" ON "cocktails_rels" USING btree ("path");
  CREATE INDEX "cocktails_rels_cocktails_id_idx" ON "cocktails_rels" USING btree ("cocktails_id");
  CREATE INDEX "cocktails_rels_articles_id_idx" ON "cocktails_rels" USING btree ("articles_id");
  CREATE INDEX "food_recipes_ingredients_order_idx" ON "food_recipes_ingredients" USING btree ("_order");
  CREATE INDEX "food_recipes_ingredients_parent_id_idx" ON "food_recipes_ingredients" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "food_recipes_ingredients_locales_locale_parent_id_unique" ON "food_recipes_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "food_recipes_steps_order_idx" ON "food_recipes_steps" USING btree ("_order");
  CREATE INDEX "food_recipes_steps_parent_id_idx" ON "food_recipes_steps" USING btree ("_parent_id");
  CREATE INDEX "food_recipes_steps_image_idx" ON "food_recipes_steps" USING btree ("image_id");
  CREATE UNIQUE INDEX "food_recipes_steps_locales_locale_parent_id_unique" ON "food_recipes_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "food_recipes_cover_idx" ON "food_recipes" USING btree ("cover_id");
  CREATE INDEX "food_recipes_paired_product_idx" ON "food_recipes" USING btree ("paired_product_id");
  CREATE INDEX "food_recipes_seo_seo_share_image_idx" ON "food_recipes" USING btree ("seo_share_image_id");
  CREATE INDEX "food_recipes_updated_at_idx" ON "food_recipes" USING btree ("updated_at");
  CREATE INDEX "food_recipes_created_at_idx" ON "food_recipes" USING btree ("created_at");
  CREATE INDEX "food_recipes_slug_idx" ON "food_recipes_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "food_recipes_locales_locale_parent_id_unique" ON "food_recipes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE INDEX "tags_slug_idx" ON "tags_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "tags_locales_locale_parent_id_unique" ON "tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "categories_slug_idx" ON "categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_date_idx" ON "articles" USING btree ("date");
  CREATE INDEX "articles_cover_idx" ON "articles" USING btree ("cover_id");
  CREATE INDEX "articles_thumbnail_idx" ON "articles" USING btree ("thumbnail_id");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_seo_seo_share_image_idx" ON "articles" USING btree ("seo_share_image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_tags_id_idx" ON "articles_rels" USING btree ("tags_id");
  CREATE INDEX "articles_rels_articles_id_idx" ON "articles_rels" USING btree ("articles_id");
  CREATE INDEX "news_date_idx" ON "news" USING btree ("date");
  CREATE INDEX "news_cover_idx" ON "news" USING btree ("cover_id");
  CREATE INDEX "news_thumbnail_idx" ON "news" USING btree ("thumbnail_id");
  CREATE INDEX "news_seo_seo_share_image_idx" ON "news" USING btree ("seo_share_image_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news_slug_idx" ON "news_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_tags_id_idx" ON "news_rels" USING btree ("tags_id");
  CREATE INDEX "videos_date_idx" ON "videos" USING btree ("date");
  CREATE INDEX "videos_cover_idx" ON "videos" USING btree ("cover_id");
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");
  CREATE INDEX "videos_seo_seo_share_image_idx" ON "videos" USING btree ("seo_share_image_id");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE INDEX "videos_slug_idx" ON "videos_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "videos_rels_order_idx" ON "videos_rels" USING btree ("order");
  CREATE INDEX "videos_rels_parent_idx" ON "videos_rels" USING btree ("parent_id");
  CREATE INDEX "videos_rels_path_idx" ON "videos_rels" USING btree ("path");
  CREATE INDEX "videos_rels_tags_id_idx" ON "videos_rels" USING btree ("tags_id");
  CREATE INDEX "shows_line_up_order_idx" ON "shows_line_up" USING btree ("_order");
  CREATE INDEX "shows_line_up_parent_id_idx" ON "shows_line_up" USING btree ("_parent_id");
  CREATE INDEX "shows_line_up_locale_idx" ON "shows_line_up" USING btree ("_locale");
  CREATE INDEX "shows_date_idx" ON "shows" USING btree ("date");
  CREATE INDEX "shows_end_date_idx" ON "shows" USING btree ("end_date");
  CREATE INDEX "shows_cover_idx" ON "shows" USING btree ("cover_id");
  CREATE INDEX "shows_thumbnail_idx" ON "shows" USING btree ("thumbnail_id");
  CREATE INDEX "shows_seo_seo_share_image_idx" ON "shows" USING btree ("seo_share_image_id");
  CREATE INDEX "shows_updated_at_idx" ON "shows" USING btree ("updated_at");
  CREATE INDEX "shows_created_at_idx" ON "shows" USING btree ("created_at");
  CREATE INDEX "shows_slug_idx" ON "shows_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "shows_locales_locale_parent_id_unique" ON "shows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "shows_rels_order_idx" ON "shows_rels" USING btree ("order");
  CREATE INDEX "shows_rels_parent_idx" ON "shows_rels" USING btree ("parent_id");
  CREATE INDEX "shows_rels_path_idx" ON "shows_rels" USING btree ("path");
  CREATE INDEX "shows_rels_tags_id_idx" ON "shows_rels" USING btree ("tags_id");
  CREATE INDEX "playlists_tracks_order_idx" ON "playlists_tracks" USING btree ("_order");
  CREATE INDEX "playlists_tracks_parent_id_idx" ON "playlists_tracks" USING btree ("_parent_id");
  CREATE INDEX "playlists_cover_idx" ON "playlists" USING btree ("cover_id");
  CREATE INDEX "playlists_updated_at_idx" ON "playlists" USING btree ("updated_at");
  CREATE INDEX "playlists_created_at_idx" ON "playlists" USING btree ("created_at");
  CREATE INDEX "playlists_slug_idx" ON "playlists_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "playlists_locales_locale_parent_id_unique" ON "playlists_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "podcasts_date_idx" ON "podcasts" USING btree ("date");
  CREATE INDEX "podcasts_cover_idx" ON "podcasts" USING btree ("cover_id");
  CREATE INDEX "podcasts_updated_at_idx" ON "podcasts" USING btree ("updated_at");
  CREATE INDEX "podcasts_created_at_idx" ON "podcasts" USING btree ("created_at");
  CREATE INDEX "podcasts_slug_idx" ON "podcasts_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "podcasts_locales_locale_parent_id_unique" ON "podcasts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "podcasts_rels_order_idx" ON "podcasts_rels" USING btree ("order");
  CREATE INDEX "podcasts_rels_parent_idx" ON "podcasts_rels" USING btree ("parent_id");
  CREATE INDEX "podcasts_rels_path_idx" ON "podcasts_rels" USING btree ("path");
  CREATE INDEX "podcasts_rels_tags_id_idx" ON "podcasts_rels" USING btree ("tags_id");
  CREATE INDEX "journeys_chapters_order_idx" ON "journeys_chapters" USING btree ("_order");
  CREATE INDEX "journeys_chapters_parent_id_idx" ON "journeys_chapters" USING btree ("_parent_id");
  CREATE INDEX "journeys_chapters_image_idx" ON "journeys_chapters" USING btree ("image_id");
  CREATE UNIQUE INDEX "journeys_chapters_locales_locale_parent_id_unique" ON "journeys_chapters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "journeys_cover_idx" ON "journeys" USING btree ("cover_id");
  CREATE INDEX "journeys_seo_seo_share_image_idx" ON "journeys" USING btree ("seo_share_image_id");
  CREATE INDEX "journeys_updated_at_idx" ON "journeys" USING btree ("updated_at");
  CREATE INDEX "journeys_created_at_idx" ON "journeys" USING btree ("created_at");
  CREATE INDEX "journeys_slug_idx" ON "journeys_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "journeys_locales_locale_parent_id_unique" ON "journeys_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "timeline_year_idx" ON "timeline" USING btree ("year");
  CREATE INDEX "timeline_cover_idx" ON "timeline" USING btree ("cover_id");
  CREATE INDEX "timeline_updated_at_idx" ON "timeline" USING btree ("updated_at");
  CREATE INDEX "timeline_created_at_idx" ON "timeline" USING btree ("created_at");
  CREATE INDEX "timeline_slug_idx" ON "timeline_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "timeline_locales_locale_parent_id_unique" ON "timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sessions_background_image_idx" ON "sessions" USING btree ("background_image_id");
  CREATE INDEX "sessions_seo_seo_share_image_idx" ON "sessions" USING btree ("seo_share_image_id");
  CREATE INDEX "sessions_updated_at_idx" ON "sessions" USING btree ("updated_at");
  CREATE INDEX "sessions_created_at_idx" ON "sessions" USING btree ("created_at");
  CREATE INDEX "sessions_slug_idx" ON "sessions_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "sessions_locales_locale_parent_id_unique" ON "sessions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sessions_rels_order_idx" ON "sessions_rels" USING btree ("order");
  CREATE INDEX "sessions_rels_parent_idx" ON "sessions_rels" USING btree ("parent_id");
  CREATE INDEX "sessions_rels_path_idx" ON "sessions_rels" USING btree ("path");
  CREATE INDEX "sessions_rels_episodes_id_idx" ON "sessions_rels" USING btree ("episodes_id");
  CREATE INDEX "episodes_quiz_answers_order_idx" ON "episodes_quiz_answers" USING btree ("_order");
  CREATE INDEX "episodes_quiz_answers_parent_id_idx" ON "episodes_quiz_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "episodes_quiz_answers_locales_locale_parent_id_unique" ON "episodes_quiz_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "episodes_quiz_order_idx" ON "episodes_quiz" USING btree ("_order");
  CREATE INDEX "episodes_quiz_parent_id_idx" ON "episodes_quiz" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "episodes_quiz_locales_locale_parent_id_unique" ON "episodes_quiz_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "episodes_session_idx" ON "episodes" USING btree ("session_id");
  CREATE INDEX "episodes_cover_idx" ON "episodes" USING btree ("cover_id");
  CREATE INDEX "episodes_seo_seo_share_image_idx" ON "episodes" USING btree ("seo_share_image_id");
  CREATE INDEX "episodes_updated_at_idx" ON "episodes" USING btree ("updated_at");
  CREATE INDEX "episodes_created_at_idx" ON "episodes" USING btree ("created_at");
  CREATE INDEX "episodes_slug_idx" ON "episodes_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "episodes_locales_locale_parent_id_unique" ON "episodes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quizzcognacprofile_questions_answers_order_idx" ON "quizzcognacprofile_questions_answers" USING btree ("_order");
  CREATE INDEX "quizzcognacprofile_questions_answers_parent_id_idx" ON "quizzcognacprofile_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quizzcognacprofile_questions_answers_locales_locale_parent_i" ON "quizzcognacprofile_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quizzcognacprofile_questions_order_idx" ON "quizzcognacprofile_questions" USING btree ("_order");
  CREATE INDEX "quizzcognacprofile_questions_parent_id_idx" ON "quizzcognacprofile_questions" USING btree ("_parent_id");
  CREATE INDEX "quizzcognacprofile_questions_image_idx" ON "quizzcognacprofile_questions" USING btree ("image_id");
  CREATE UNIQUE INDEX "quizzcognacprofile_questions_locales_locale_parent_id_unique" ON "quizzcognacprofile_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quizzcognacprofile_outcomes_order_idx" ON "quizzcognacprofile_outcomes" USING btree ("_order");
  CREATE INDEX "quizzcognacprofile_outcomes_parent_id_idx" ON "quizzcognacprofile_outcomes" USING btree ("_parent_id");
  CREATE INDEX "quizzcognacprofile_outcomes_image_idx" ON "quizzcognacprofile_outcomes" USING btree ("image_id");
  CREATE INDEX "quizzcognacprofile_outcomes_recommended_product_idx" ON "quizzcognacprofile_outcomes" USING btree ("recommended_product_id");
  CREATE UNIQUE INDEX "quizzcognacprofile_outcomes_locales_locale_parent_id_unique" ON "quizzcognacprofile_outcomes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quizzcognacprofile_cover_idx" ON "quizzcognacprofile" USING btree ("cover_id");
  CREATE INDEX "quizzcognacprofile_seo_seo_share_image_idx" ON "quizzcognacprofile" USING btree ("seo_share_image_id");
  CREATE INDEX "quizzcognacprofile_updated_at_idx" ON "quizzcognacprofile" USING btree ("updated_at");
  CREATE INDEX "quizzcognacprofile_created_at_idx" ON "quizzcognacprofile" USING btree ("created_at");
  CREATE INDEX "quizzcognacprofile_slug_idx" ON "quizzcognacprofile_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "quizzcognacprofile_locales_locale_parent_id_unique" ON "quizzcognacprofile_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quizzjourneys_questions_answers_order_idx" ON "quizzjourneys_questions_answers" USING btree ("_order");
  CREATE INDEX "quizzjourneys_questions_answers_parent_id_idx" ON "quizzjourneys_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quizzjourneys_questions_answers_locales_locale_parent_id_uni" ON "quizzjourneys_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quizzjourneys_questions_order_idx" ON "quizzjourneys_questions" USING btree ("_order");
  CREATE INDEX "quizzjourneys_questions_parent_id_idx" ON "quizzjourneys_questions" USING btree ("_parent_id");
  CREATE INDEX "quizzjourneys_questions_image_idx" ON "quizzjourneys_questions" USING btree ("image_id");
  CREATE UNIQUE INDEX "quizzjourneys_questions_locales_locale_parent_id_unique" ON "quizzjourneys_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quizzjourneys_outcomes_order_idx" ON "quizzjourneys_outcomes" USING btree ("_order");
  CREATE INDEX "quizzjourneys_outcomes_parent_id_idx" ON "quizzjourneys_outcomes" USING btree ("_parent_id");
  CREATE INDEX "quizzjourneys_outcomes_image_idx" ON "quizzjourneys_outcomes" USING btree ("image_id");
  CREATE INDEX "quizzjourneys_outcomes_recommended_product_idx" ON "quizzjourneys_outcomes" USING btree ("recommended_product_id");
  CREATE INDEX "quizzjourneys_outcomes_recommended_journey_idx" ON "quizzjourneys_outcomes" USING btree ("recommended_journey_id");
  CREATE UNIQUE INDEX "quizzjourneys_outcomes_locales_locale_parent_id_unique" ON "quizzjourneys_outcomes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quizzjourneys_cover_idx" ON "quizzjourneys" USING btree ("cover_id");
  CREATE INDEX "quizzjourneys_seo_seo_share_image_idx" ON "quizzjourneys" USING btree ("seo_share_image_id");
  CREATE INDEX "quizzjourneys_updated_at_idx" ON "quizzjourneys" USING btree ("updated_at");
  CREATE INDEX "quizzjourneys_created_at_idx" ON "quizzjourneys" USING btree ("created_at");
  CREATE INDEX "quizzjourneys_slug_idx" ON "quizzjourneys_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "quizzjourneys_locales_locale_parent_id_unique" ON "quizzjourneys_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quiz_questions_answers_order_idx" ON "quiz_questions_answers" USING btree ("_order");
  CREATE INDEX "quiz_questions_answers_parent_id_idx" ON "quiz_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quiz_questions_answers_locales_locale_parent_id_unique" ON "quiz_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quiz_questions_order_idx" ON "quiz_questions" USING btree ("_order");
  CREATE INDEX "quiz_questions_parent_id_idx" ON "quiz_questions" USING btree ("_parent_id");
  CREATE INDEX "quiz_questions_image_idx" ON "quiz_questions" USING btree ("image_id");
  CREATE UNIQUE INDEX "quiz_questions_locales_locale_parent_id_unique" ON "quiz_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quiz_outcomes_order_idx" ON "quiz_outcomes" USING btree ("_order");
  CREATE INDEX "quiz_outcomes_parent_id_idx" ON "quiz_outcomes" USING btree ("_parent_id");
  CREATE INDEX "quiz_outcomes_image_idx" ON "quiz_outcomes" USING btree ("image_id");
  CREATE INDEX "quiz_outcomes_recommended_product_idx" ON "quiz_outcomes" USING btree ("recommended_product_id");
  CREATE INDEX "quiz_outcomes_recommended_session_idx" ON "quiz_outcomes" USING btree ("recommended_session_id");
  CREATE UNIQUE INDEX "quiz_outcomes_locales_locale_parent_id_unique" ON "quiz_outcomes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quiz_cover_idx" ON "quiz" USING btree ("cover_id");
  CREATE INDEX "quiz_seo_seo_share_image_idx" ON "quiz" USING btree ("seo_share_image_id");
  CREATE INDEX "quiz_updated_at_idx" ON "quiz" USING btree ("updated_at");
  CREATE INDEX "quiz_created_at_idx" ON "quiz" USING btree ("created_at");
  CREATE INDEX "quiz_slug_idx" ON "quiz_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "quiz_locales_locale_parent_id_unique" ON "quiz_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_sublinks_news_order_idx" ON "menu_sublinks_news" USING btree ("_order");
  CREATE INDEX "menu_sublinks_news_parent_id_idx" ON "menu_sublinks_news" USING btree ("_parent_id");
  CREATE INDEX "menu_sublinks_news_locale_idx" ON "menu_sublinks_news" USING btree ("_locale");
  CREATE INDEX "menu_sublinks_collection_order_idx" ON "menu_sublinks_collection" USING btree ("_order");
  CREATE INDEX "menu_sublinks_collection_parent_id_idx" ON "menu_sublinks_collection" USING btree ("_parent_id");
  CREATE INDEX "menu_sublinks_collection_locale_idx" ON "menu_sublinks_collection" USING btree ("_locale");
  CREATE INDEX "menu_sublinks_collection_push_idx" ON "menu_sublinks_collection" USING btree ("push_id");
  CREATE INDEX "menu_cards_pushs_order_idx" ON "menu_cards_pushs" USING btree ("_order");
  CREATE INDEX "menu_cards_pushs_parent_id_idx" ON "menu_cards_pushs" USING btree ("_parent_id");
  CREATE INDEX "menu_cards_pushs_locale_idx" ON "menu_cards_pushs" USING btree ("_locale");
  CREATE INDEX "menu_cards_pushs_card_image_idx" ON "menu_cards_pushs" USING btree ("card_image_id");
  CREATE INDEX "menu_journey_cards_order_idx" ON "menu_journey_cards" USING btree ("_order");
  CREATE INDEX "menu_journey_cards_parent_id_idx" ON "menu_journey_cards" USING btree ("_parent_id");
  CREATE INDEX "menu_journey_cards_locale_idx" ON "menu_journey_cards" USING btree ("_locale");
  CREATE INDEX "menu_journey_cards_image_idx" ON "menu_journey_cards" USING btree ("image_id");
  CREATE INDEX "main_menu_rels_order_idx" ON "main_menu_rels" USING btree ("order");
  CREATE INDEX "main_menu_rels_parent_idx" ON "main_menu_rels" USING btree ("parent_id");
  CREATE INDEX "main_menu_rels_path_idx" ON "main_menu_rels" USING btree ("path");
  CREATE INDEX "main_menu_rels_locale_idx" ON "main_menu_rels" USING btree ("locale");
  CREATE INDEX "main_menu_rels_news_id_idx" ON "main_menu_rels" USING btree ("news_id","locale");
  CREATE INDEX "main_menu_rels_cocktails_id_idx" ON "main_menu_rels" USING btree ("cocktails_id","locale");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_settings_age_gate_background_id_media_id_fk" FOREIGN KEY ("settings_age_gate_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outlets_fk" FOREIGN KEY ("outlets_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cocktails_fk" FOREIGN KEY ("cocktails_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_food_recipes_fk" FOREIGN KEY ("food_recipes_id") REFERENCES "public"."food_recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shows_fk" FOREIGN KEY ("shows_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_journeys_fk" FOREIGN KEY ("journeys_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_timeline_fk" FOREIGN KEY ("timeline_id") REFERENCES "public"."timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sessions_fk" FOREIGN KEY ("sessions_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_episodes_fk" FOREIGN KEY ("episodes_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quizzcognacprofile_fk" FOREIGN KEY ("quizzcognacprofile_id") REFERENCES "public"."quizzcognacprofile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quizzjourneys_fk" FOREIGN KEY ("quizzjourneys_id") REFERENCES "public"."quizzjourneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quiz_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_options" ADD CONSTRAINT "site_options_crest_image_id_media_id_fk" FOREIGN KEY ("crest_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_options" ADD CONSTRAINT "site_options_footer_newsletter_background_id_media_id_fk" FOREIGN KEY ("footer_newsletter_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_options" ADD CONSTRAINT "site_options_age_gate_background_id_media_id_fk" FOREIGN KEY ("age_gate_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_options_locales" ADD CONSTRAINT "site_options_locales_form_image_id_media_id_fk" FOREIGN KEY ("form_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_options_locales" ADD CONSTRAINT "site_options_locales_eventtia_popup_image_id_media_id_fk" FOREIGN KEY ("eventtia_popup_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_options_locales" ADD CONSTRAINT "site_options_locales_disclaimer_banner_image_id_media_id_fk" FOREIGN KEY ("disclaimer_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_options_locales" ADD CONSTRAINT "site_options_locales_warning_banner_image_id_media_id_fk" FOREIGN KEY ("warning_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_settings_settings_age_gate_background_idx" ON "pages" USING btree ("settings_age_gate_background_id");
  CREATE INDEX "pages_seo_seo_share_image_idx" ON "pages" USING btree ("seo_share_image_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_outlets_id_idx" ON "payload_locked_documents_rels" USING btree ("outlets_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_cocktails_id_idx" ON "payload_locked_documents_rels" USING btree ("cocktails_id");
  CREATE INDEX "payload_locked_documents_rels_food_recipes_id_idx" ON "payload_locked_documents_rels" USING btree ("food_recipes_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_shows_id_idx" ON "payload_locked_documents_rels" USING btree ("shows_id");
  CREATE INDEX "payload_locked_documents_rels_playlists_id_idx" ON "payload_locked_documents_rels" USING btree ("playlists_id");
  CREATE INDEX "payload_locked_documents_rels_podcasts_id_idx" ON "payload_locked_documents_rels" USING btree ("podcasts_id");
  CREATE INDEX "payload_locked_documents_rels_journeys_id_idx" ON "payload_locked_documents_rels" USING btree ("journeys_id");
  CREATE INDEX "payload_locked_documents_rels_timeline_id_idx" ON "payload_locked_documents_rels" USING btree ("timeline_id");
  CREATE INDEX "payload_locked_documents_rels_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("sessions_id");
  CREATE INDEX "payload_locked_documents_rels_episodes_id_idx" ON "payload_locked_documents_rels" USING btree ("episodes_id");
  CREATE INDEX "payload_locked_documents_rels_quizzcognacprofile_id_idx" ON "payload_locked_documents_rels" USING btree ("quizzcognacprofile_id");
  CREATE INDEX "payload_locked_documents_rels_quizzjourneys_id_idx" ON "payload_locked_documents_rels" USING btree ("quizzjourneys_id");
  CREATE INDEX "payload_locked_documents_rels_quiz_id_idx" ON "payload_locked_documents_rels" USING btree ("quiz_id");
  CREATE INDEX "site_options_crest_image_idx" ON "site_options" USING btree ("crest_image_id");
  CREATE INDEX "site_options_footer_newsletter_footer_newsletter_backgro_idx" ON "site_options" USING btree ("footer_newsletter_background_id");
  CREATE INDEX "site_options_age_gate_age_gate_background_idx" ON "site_options" USING btree ("age_gate_background_id");
  CREATE INDEX "site_options_form_image_idx" ON "site_options_locales" USING btree ("form_image_id","_locale");
  CREATE INDEX "site_options_eventtia_popup_image_idx" ON "site_options_locales" USING btree ("eventtia_popup_image_id","_locale");
  CREATE INDEX "site_options_disclaimer_banner_image_idx" ON "site_options_locales" USING btree ("disclaimer_banner_image_id","_locale");
  CREATE INDEX "site_options_warning_banner_image_idx" ON "site_options_locales" USING btree ("warning_banner_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_settings_menu_override" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outlets_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outlets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outlets_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cocktails_taste" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cocktails_recipe_ingredients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cocktails_recipe_ingredients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cocktails_recipe_instructions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cocktails_recipe_instructions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cocktails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cocktails_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cocktails_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "food_recipes_ingredients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "food_recipes_ingredients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "food_recipes_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "food_recipes_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "food_recipes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "food_recipes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tags_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shows_line_up" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shows_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "playlists_tracks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "playlists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "playlists_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcasts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcasts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journeys_chapters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journeys_chapters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journeys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journeys_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timeline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sessions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sessions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "episodes_quiz_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "episodes_quiz_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "episodes_quiz" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "episodes_quiz_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "episodes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "episodes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzcognacprofile_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzcognacprofile_questions_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzcognacprofile_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzcognacprofile_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzcognacprofile_outcomes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzcognacprofile_outcomes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzcognacprofile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzcognacprofile_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzjourneys_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzjourneys_questions_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzjourneys_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzjourneys_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzjourneys_outcomes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzjourneys_outcomes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzjourneys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzjourneys_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_questions_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_outcomes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_outcomes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_sublinks_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_sublinks_collection" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_cards_pushs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_journey_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "main_menu_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_settings_menu_override" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "outlets_opening_hours" CASCADE;
  DROP TABLE "outlets" CASCADE;
  DROP TABLE "outlets_rels" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "cocktails_taste" CASCADE;
  DROP TABLE "cocktails_recipe_ingredients" CASCADE;
  DROP TABLE "cocktails_recipe_ingredients_locales" CASCADE;
  DROP TABLE "cocktails_recipe_instructions" CASCADE;
  DROP TABLE "cocktails_recipe_instructions_locales" CASCADE;
  DROP TABLE "cocktails" CASCADE;
  DROP TABLE "cocktails_locales" CASCADE;
  DROP TABLE "cocktails_rels" CASCADE;
  DROP TABLE "food_recipes_ingredients" CASCADE;
  DROP TABLE "food_recipes_ingredients_locales" CASCADE;
  DROP TABLE "food_recipes_steps" CASCADE;
  DROP TABLE "food_recipes_steps_locales" CASCADE;
  DROP TABLE "food_recipes" CASCADE;
  DROP TABLE "food_recipes_locales" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tags_locales" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "videos_rels" CASCADE;
  DROP TABLE "shows_line_up" CASCADE;
  DROP TABLE "shows" CASCADE;
  DROP TABLE "shows_locales" CASCADE;
  DROP TABLE "shows_rels" CASCADE;
  DROP TABLE "playlists_tracks" CASCADE;
  DROP TABLE "playlists" CASCADE;
  DROP TABLE "playlists_locales" CASCADE;
  DROP TABLE "podcasts" CASCADE;
  DROP TABLE "podcasts_locales" CASCADE;
  DROP TABLE "podcasts_rels" CASCADE;
  DROP TABLE "journeys_chapters" CASCADE;
  DROP TABLE "journeys_chapters_locales" CASCADE;
  DROP TABLE "journeys" CASCADE;
  DROP TABLE "journeys_locales" CASCADE;
  DROP TABLE "timeline" CASCADE;
  DROP TABLE "timeline_locales" CASCADE;
  DROP TABLE "sessions" CASCADE;
  DROP TABLE "sessions_locales" CASCADE;
  DROP TABLE "sessions_rels" CASCADE;
  DROP TABLE "episodes_quiz_answers" CASCADE;
  DROP TABLE "episodes_quiz_answers_locales" CASCADE;
  DROP TABLE "episodes_quiz" CASCADE;
  DROP TABLE "episodes_quiz_locales" CASCADE;
  DROP TABLE "episodes" CASCADE;
  DROP TABLE "episodes_locales" CASCADE;
  DROP TABLE "quizzcognacprofile_questions_answers" CASCADE;
  DROP TABLE "quizzcognacprofile_questions_answers_locales" CASCADE;
  DROP TABLE "quizzcognacprofile_questions" CASCADE;
  DROP TABLE "quizzcognacprofile_questions_locales" CASCADE;
  DROP TABLE "quizzcognacprofile_outcomes" CASCADE;
  DROP TABLE "quizzcognacprofile_outcomes_locales" CASCADE;
  DROP TABLE "quizzcognacprofile" CASCADE;
  DROP TABLE "quizzcognacprofile_locales" CASCADE;
  DROP TABLE "quizzjourneys_questions_answers" CASCADE;
  DROP TABLE "quizzjourneys_questions_answers_locales" CASCADE;
  DROP TABLE "quizzjourneys_questions" CASCADE;
  DROP TABLE "quizzjourneys_questions_locales" CASCADE;
  DROP TABLE "quizzjourneys_outcomes" CASCADE;
  DROP TABLE "quizzjourneys_outcomes_locales" CASCADE;
  DROP TABLE "quizzjourneys" CASCADE;
  DROP TABLE "quizzjourneys_locales" CASCADE;
  DROP TABLE "quiz_questions_answers" CASCADE;
  DROP TABLE "quiz_questions_answers_locales" CASCADE;
  DROP TABLE "quiz_questions" CASCADE;
  DROP TABLE "quiz_questions_locales" CASCADE;
  DROP TABLE "quiz_outcomes" CASCADE;
  DROP TABLE "quiz_outcomes_locales" CASCADE;
  DROP TABLE "quiz" CASCADE;
  DROP TABLE "quiz_locales" CASCADE;
  DROP TABLE "menu_sublinks_news" CASCADE;
  DROP TABLE "menu_sublinks_collection" CASCADE;
  DROP TABLE "menu_cards_pushs" CASCADE;
  DROP TABLE "menu_journey_cards" CASCADE;
  DROP TABLE "main_menu_rels" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_settings_age_gate_background_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_seo_share_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outlets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cocktails_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_food_recipes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tags_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shows_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_playlists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_podcasts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_journeys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_timeline_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_episodes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quizzcognacprofile_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quizzjourneys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quiz_fk";
  
  ALTER TABLE "site_options" DROP CONSTRAINT "site_options_crest_image_id_media_id_fk";
  
  ALTER TABLE "site_options" DROP CONSTRAINT "site_options_footer_newsletter_background_id_media_id_fk";
  
  ALTER TABLE "site_options" DROP CONSTRAINT "site_options_age_gate_background_id_media_id_fk";
  
  ALTER TABLE "site_options_locales" DROP CONSTRAINT "site_options_locales_form_image_id_media_id_fk";
  
  ALTER TABLE "site_options_locales" DROP CONSTRAINT "site_options_locales_eventtia_popup_image_id_media_id_fk";
  
  ALTER TABLE "site_options_locales" DROP CONSTRAINT "site_options_locales_disclaimer_banner_image_id_media_id_fk";
  
  ALTER TABLE "site_options_locales" DROP CONSTRAINT "site_options_locales_warning_banner_image_id_media_id_fk";
  
  ALTER TABLE "pages" ALTER COLUMN "template" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "template" SET DEFAULT 'universal'::text;
  DROP TYPE "public"."enum_pages_template";
  CREATE TYPE "public"."enum_pages_template" AS ENUM('home', 'universal');
  ALTER TABLE "pages" ALTER COLUMN "template" SET DEFAULT 'universal'::"public"."enum_pages_template";
  ALTER TABLE "pages" ALTER COLUMN "template" SET DATA TYPE "public"."enum_pages_template" USING "template"::"public"."enum_pages_template";
  DROP INDEX "pages_settings_settings_age_gate_background_idx";
  DROP INDEX "pages_seo_seo_share_image_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_outlets_id_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_cocktails_id_idx";
  DROP INDEX "payload_locked_documents_rels_food_recipes_id_idx";
  DROP INDEX "payload_locked_documents_rels_tags_id_idx";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_news_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_shows_id_idx";
  DROP INDEX "payload_locked_documents_rels_playlists_id_idx";
  DROP INDEX "payload_locked_documents_rels_podcasts_id_idx";
  DROP INDEX "payload_locked_documents_rels_journeys_id_idx";
  DROP INDEX "payload_locked_documents_rels_timeline_id_idx";
  DROP INDEX "payload_locked_documents_rels_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_episodes_id_idx";
  DROP INDEX "payload_locked_documents_rels_quizzcognacprofile_id_idx";
  DROP INDEX "payload_locked_documents_rels_quizzjourneys_id_idx";
  DROP INDEX "payload_locked_documents_rels_quiz_id_idx";
  DROP INDEX "site_options_crest_image_idx";
  DROP INDEX "site_options_footer_newsletter_footer_newsletter_backgro_idx";
  DROP INDEX "site_options_age_gate_age_gate_background_idx";
  DROP INDEX "site_options_form_image_idx";
  DROP INDEX "site_options_eventtia_popup_image_idx";
  DROP INDEX "site_options_disclaimer_banner_image_idx";
  DROP INDEX "site_options_warning_banner_image_idx";
  ALTER TABLE "pages" DROP COLUMN "settings_bypass_age_gate";
  ALTER TABLE "pages" DROP COLUMN "settings_disable_locale";
  ALTER TABLE "pages" DROP COLUMN "settings_custom_age_gate";
  ALTER TABLE "pages" DROP COLUMN "settings_age_gate_background_id";
  ALTER TABLE "pages" DROP COLUMN "settings_remove_footer";
  ALTER TABLE "pages" DROP COLUMN "settings_disable_language_dropdown";
  ALTER TABLE "pages" DROP COLUMN "settings_disable_menu";
  ALTER TABLE "pages" DROP COLUMN "settings_menu_is_dark";
  ALTER TABLE "pages" DROP COLUMN "settings_template_v2";
  ALTER TABLE "pages" DROP COLUMN "settings_x_default";
  ALTER TABLE "pages" DROP COLUMN "seo_share_image_id";
  ALTER TABLE "pages" DROP COLUMN "seo_no_index";
  ALTER TABLE "pages_locales" DROP COLUMN "seo_title";
  ALTER TABLE "pages_locales" DROP COLUMN "seo_description";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outlets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cocktails_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "food_recipes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tags_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shows_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "playlists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "podcasts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "journeys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "timeline_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "episodes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quizzcognacprofile_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quizzjourneys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quiz_id";
  ALTER TABLE "site_options" DROP COLUMN "crest_image_id";
  ALTER TABLE "site_options" DROP COLUMN "footer_newsletter_background_id";
  ALTER TABLE "site_options" DROP COLUMN "age_gate_background_id";
  ALTER TABLE "site_options" DROP COLUMN "newsletter_form_form_key";
  ALTER TABLE "site_options" DROP COLUMN "newsletter_form_is_webform";
  ALTER TABLE "site_options" DROP COLUMN "newsletter_form_form_shortcode_id";
  ALTER TABLE "site_options_locales" DROP COLUMN "form_image_id";
  ALTER TABLE "site_options_locales" DROP COLUMN "eventtia_popup_image_id";
  ALTER TABLE "site_options_locales" DROP COLUMN "recycling_text";
  ALTER TABLE "site_options_locales" DROP COLUMN "disclaimer_banner_image_id";
  ALTER TABLE "site_options_locales" DROP COLUMN "warning_banner_image_id";
  ALTER TABLE "site_options_locales" DROP COLUMN "footer_newsletter_title";
  ALTER TABLE "site_options_locales" DROP COLUMN "footer_newsletter_label";
  ALTER TABLE "site_options_locales" DROP COLUMN "footer_newsletter_checkbox_text";
  ALTER TABLE "site_options_locales" DROP COLUMN "footer_newsletter_cta_label";
  ALTER TABLE "site_options_locales" DROP COLUMN "footer_newsletter_success_title";
  ALTER TABLE "site_options_locales" DROP COLUMN "footer_newsletter_success_label";
  ALTER TABLE "site_options_locales" DROP COLUMN "age_gate_title";
  ALTER TABLE "site_options_locales" DROP COLUMN "age_gate_text";
  ALTER TABLE "site_options_locales" DROP COLUMN "age_gate_refusal_text";
  ALTER TABLE "site_options_locales" DROP COLUMN "age_gate_minimum_age";
  ALTER TABLE "site_options_locales" DROP COLUMN "newsletter_form_form_lang";
  ALTER TABLE "site_options_locales" DROP COLUMN "newsletter_form_form_success_title";
  ALTER TABLE "site_options_locales" DROP COLUMN "newsletter_form_form_success_text";
  ALTER TABLE "site_options_locales" DROP COLUMN "newsletter_form_form_success_button";
  ALTER TABLE "site_options_locales" DROP COLUMN "newsletter_form_form_success_button_url";
  DROP TYPE "public"."enum_products_range";
  DROP TYPE "public"."enum_outlets_kind";
  DROP TYPE "public"."enum_cocktails_taste";
  DROP TYPE "public"."enum_cocktails_quote_background";
  DROP TYPE "public"."enum_articles_min_level";
  DROP TYPE "public"."enum_videos_min_level";
  DROP TYPE "public"."enum_podcasts_min_level";
  DROP TYPE "public"."enum_sessions_infos_level";
  DROP TYPE "public"."enum_sessions_min_level";
  DROP TYPE "public"."enum_menu_sublinks_news_type";`)
}
