import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_section_motion_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_section_sticky_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_button_action" AS ENUM('link', 'image', 'slideshow', 'video');
  CREATE TYPE "public"."enum_pages_blocks_carousel_slides_per_view" AS ENUM('3', '2', '1');
  CREATE TYPE "public"."enum_pages_blocks_posts_loop_pagination" AS ENUM('numbers', 'prevNext', 'none');
  CREATE TYPE "public"."enum_pages_blocks_posts_loop_heading_level" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_share_buttons_networks" AS ENUM('facebook', 'x-twitter', 'twitter', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'tumblr', 'digg', 'skype', 'stumbleupon', 'mix', 'telegram', 'pocket', 'xing', 'whatsapp', 'email', 'print', 'threads');
  CREATE TYPE "public"."enum_pages_blocks_share_buttons_counts_network" AS ENUM('facebook', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'xing');
  CREATE TYPE "public"."enum_pages_blocks_share_buttons_view" AS ENUM('icon-text', 'icon', 'text');
  CREATE TYPE "public"."enum_pages_blocks_payment_button_provider" AS ENUM('stripe', 'paypal');
  CREATE TYPE "public"."enum_pages_blocks_progress_tracker_type" AS ENUM('horizontal', 'circular');
  CREATE TYPE "public"."enum_pages_blocks_progress_tracker_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_progress_tracker_relative_to" AS ENUM('content', 'page');
  CREATE TYPE "public"."enum_pages_blocks_section_motion_translate_y" AS ENUM('none', 'up', 'down');
  CREATE TYPE "public"."enum_pages_blocks_section_motion_opacity" AS ENUM('none', 'fadeIn', 'fadeOut', 'fadeInOut');
  CREATE TYPE "public"."enum_pages_blocks_section_motion_scale" AS ENUM('none', 'grow', 'shrink');
  CREATE TYPE "public"."enum_pages_blocks_section_sticky_position" AS ENUM('none', 'top', 'bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_section_motion_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_section_sticky_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_button_action" AS ENUM('link', 'image', 'slideshow', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_slides_per_view" AS ENUM('3', '2', '1');
  CREATE TYPE "public"."enum__pages_v_blocks_posts_loop_pagination" AS ENUM('numbers', 'prevNext', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_posts_loop_heading_level" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_share_buttons_networks" AS ENUM('facebook', 'x-twitter', 'twitter', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'tumblr', 'digg', 'skype', 'stumbleupon', 'mix', 'telegram', 'pocket', 'xing', 'whatsapp', 'email', 'print', 'threads');
  CREATE TYPE "public"."enum__pages_v_blocks_share_buttons_counts_network" AS ENUM('facebook', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'xing');
  CREATE TYPE "public"."enum__pages_v_blocks_share_buttons_view" AS ENUM('icon-text', 'icon', 'text');
  CREATE TYPE "public"."enum__pages_v_blocks_payment_button_provider" AS ENUM('stripe', 'paypal');
  CREATE TYPE "public"."enum__pages_v_blocks_progress_tracker_type" AS ENUM('horizontal', 'circular');
  CREATE TYPE "public"."enum__pages_v_blocks_progress_tracker_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_progress_tracker_relative_to" AS ENUM('content', 'page');
  CREATE TYPE "public"."enum__pages_v_blocks_section_motion_translate_y" AS ENUM('none', 'up', 'down');
  CREATE TYPE "public"."enum__pages_v_blocks_section_motion_opacity" AS ENUM('none', 'fadeIn', 'fadeOut', 'fadeInOut');
  CREATE TYPE "public"."enum__pages_v_blocks_section_motion_scale" AS ENUM('none', 'grow', 'shrink');
  CREATE TYPE "public"."enum__pages_v_blocks_section_sticky_position" AS ENUM('none', 'top', 'bottom');
  CREATE TYPE "public"."enum_site_settings_article_share" AS ENUM('facebook', 'x-twitter', 'twitter', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'tumblr', 'digg', 'skype', 'stumbleupon', 'mix', 'telegram', 'pocket', 'xing', 'whatsapp', 'email', 'print', 'threads');
  CREATE TYPE "public"."enum_site_settings_article_progress" AS ENUM('horizontal', 'circular', 'none');
  CREATE TABLE "pages_blocks_section_motion_devices" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_section_motion_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_section_sticky_devices" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_section_sticky_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"quote" varchar,
  	"author" varchar,
  	"detail" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Testimonios',
  	"slides_per_view" "enum_pages_blocks_carousel_slides_per_view" DEFAULT '3',
  	"autoplay" boolean DEFAULT true,
  	"autoplay_delay" numeric DEFAULT 5,
  	"arrows" boolean DEFAULT true,
  	"dots" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "pages_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"active_item_index" numeric,
  	"instant" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_posts_loop" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"per_page" numeric DEFAULT 3,
  	"columns" numeric DEFAULT 3,
  	"pagination" "enum_pages_blocks_posts_loop_pagination" DEFAULT 'numbers',
  	"heading_level" "enum_pages_blocks_posts_loop_heading_level" DEFAULT '3',
  	"show_filter" boolean DEFAULT false,
  	"show_image" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_share_buttons_networks" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_share_buttons_networks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_share_buttons_counts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_pages_blocks_share_buttons_counts_network",
  	"count" numeric
  );
  
  CREATE TABLE "pages_blocks_share_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Compartir',
  	"view" "enum_pages_blocks_share_buttons_view" DEFAULT 'icon-text',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_payment_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_pages_blocks_payment_button_provider" DEFAULT 'stripe',
  	"label" varchar DEFAULT 'Pagar la señal',
  	"concept" varchar,
  	"amount" numeric,
  	"success_page_id" integer,
  	"cancel_page_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_progress_tracker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_progress_tracker_type" DEFAULT 'horizontal',
  	"position" "enum_pages_blocks_progress_tracker_position" DEFAULT 'top',
  	"relative_to" "enum_pages_blocks_progress_tracker_relative_to" DEFAULT 'content',
  	"show_percentage" boolean DEFAULT false,
  	"label" varchar DEFAULT 'Progreso de lectura',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section_motion_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_section_motion_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_section_sticky_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_section_sticky_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"quote" varchar,
  	"author" varchar,
  	"detail" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Testimonios',
  	"slides_per_view" "enum__pages_v_blocks_carousel_slides_per_view" DEFAULT '3',
  	"autoplay" boolean DEFAULT true,
  	"autoplay_delay" numeric DEFAULT 5,
  	"arrows" boolean DEFAULT true,
  	"dots" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"active_item_index" numeric,
  	"instant" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_posts_loop" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"per_page" numeric DEFAULT 3,
  	"columns" numeric DEFAULT 3,
  	"pagination" "enum__pages_v_blocks_posts_loop_pagination" DEFAULT 'numbers',
  	"heading_level" "enum__pages_v_blocks_posts_loop_heading_level" DEFAULT '3',
  	"show_filter" boolean DEFAULT false,
  	"show_image" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_share_buttons_networks" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_share_buttons_networks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_share_buttons_counts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__pages_v_blocks_share_buttons_counts_network",
  	"count" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_share_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Compartir',
  	"view" "enum__pages_v_blocks_share_buttons_view" DEFAULT 'icon-text',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_payment_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum__pages_v_blocks_payment_button_provider" DEFAULT 'stripe',
  	"label" varchar DEFAULT 'Pagar la señal',
  	"concept" varchar,
  	"amount" numeric,
  	"success_page_id" integer,
  	"cancel_page_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_progress_tracker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_progress_tracker_type" DEFAULT 'horizontal',
  	"position" "enum__pages_v_blocks_progress_tracker_position" DEFAULT 'top',
  	"relative_to" "enum__pages_v_blocks_progress_tracker_relative_to" DEFAULT 'content',
  	"show_percentage" boolean DEFAULT false,
  	"label" varchar DEFAULT 'Progreso de lectura',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "site_settings_article_share" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_article_share",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "pages_blocks_button" ADD COLUMN "action" "enum_pages_blocks_button_action" DEFAULT 'link';
  ALTER TABLE "pages_blocks_button" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_blocks_button" ADD COLUMN "video" varchar;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "motion_translate_y" "enum_pages_blocks_section_motion_translate_y" DEFAULT 'none';
  ALTER TABLE "pages_blocks_section" ADD COLUMN "motion_speed" numeric DEFAULT 4;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "motion_opacity" "enum_pages_blocks_section_motion_opacity" DEFAULT 'none';
  ALTER TABLE "pages_blocks_section" ADD COLUMN "motion_scale" "enum_pages_blocks_section_motion_scale" DEFAULT 'none';
  ALTER TABLE "pages_blocks_section" ADD COLUMN "sticky_position" "enum_pages_blocks_section_sticky_position" DEFAULT 'none';
  ALTER TABLE "pages_blocks_section" ADD COLUMN "sticky_offset" numeric DEFAULT 0;
  ALTER TABLE "_pages_v_blocks_button" ADD COLUMN "action" "enum__pages_v_blocks_button_action" DEFAULT 'link';
  ALTER TABLE "_pages_v_blocks_button" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_button" ADD COLUMN "video" varchar;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "motion_translate_y" "enum__pages_v_blocks_section_motion_translate_y" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "motion_speed" numeric DEFAULT 4;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "motion_opacity" "enum__pages_v_blocks_section_motion_opacity" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "motion_scale" "enum__pages_v_blocks_section_motion_scale" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "sticky_position" "enum__pages_v_blocks_section_sticky_position" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "sticky_offset" numeric DEFAULT 0;
  ALTER TABLE "site_settings" ADD COLUMN "article_progress" "enum_site_settings_article_progress" DEFAULT 'horizontal';
  ALTER TABLE "site_settings" ADD COLUMN "paypal_account" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "paypal_sandbox" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "stripe_secret_key" varchar;
  ALTER TABLE "pages_blocks_section_motion_devices" ADD CONSTRAINT "pages_blocks_section_motion_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_sticky_devices" ADD CONSTRAINT "pages_blocks_section_sticky_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel" ADD CONSTRAINT "pages_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_items" ADD CONSTRAINT "pages_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs" ADD CONSTRAINT "pages_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_posts_loop" ADD CONSTRAINT "pages_blocks_posts_loop_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_posts_loop" ADD CONSTRAINT "pages_blocks_posts_loop_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_buttons_networks" ADD CONSTRAINT "pages_blocks_share_buttons_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_buttons_counts" ADD CONSTRAINT "pages_blocks_share_buttons_counts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_buttons" ADD CONSTRAINT "pages_blocks_share_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_button" ADD CONSTRAINT "pages_blocks_payment_button_success_page_id_pages_id_fk" FOREIGN KEY ("success_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_button" ADD CONSTRAINT "pages_blocks_payment_button_cancel_page_id_pages_id_fk" FOREIGN KEY ("cancel_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_button" ADD CONSTRAINT "pages_blocks_payment_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_progress_tracker" ADD CONSTRAINT "pages_blocks_progress_tracker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_motion_devices" ADD CONSTRAINT "_pages_v_blocks_section_motion_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_sticky_devices" ADD CONSTRAINT "_pages_v_blocks_section_sticky_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel" ADD CONSTRAINT "_pages_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_items" ADD CONSTRAINT "_pages_v_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs" ADD CONSTRAINT "_pages_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_posts_loop" ADD CONSTRAINT "_pages_v_blocks_posts_loop_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_posts_loop" ADD CONSTRAINT "_pages_v_blocks_posts_loop_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_buttons_networks" ADD CONSTRAINT "_pages_v_blocks_share_buttons_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_buttons_counts" ADD CONSTRAINT "_pages_v_blocks_share_buttons_counts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_buttons" ADD CONSTRAINT "_pages_v_blocks_share_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_button" ADD CONSTRAINT "_pages_v_blocks_payment_button_success_page_id_pages_id_fk" FOREIGN KEY ("success_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_button" ADD CONSTRAINT "_pages_v_blocks_payment_button_cancel_page_id_pages_id_fk" FOREIGN KEY ("cancel_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_button" ADD CONSTRAINT "_pages_v_blocks_payment_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_progress_tracker" ADD CONSTRAINT "_pages_v_blocks_progress_tracker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_article_share" ADD CONSTRAINT "site_settings_article_share_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_section_motion_devices_order_idx" ON "pages_blocks_section_motion_devices" USING btree ("order");
  CREATE INDEX "pages_blocks_section_motion_devices_parent_idx" ON "pages_blocks_section_motion_devices" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_section_sticky_devices_order_idx" ON "pages_blocks_section_sticky_devices" USING btree ("order");
  CREATE INDEX "pages_blocks_section_sticky_devices_parent_idx" ON "pages_blocks_section_sticky_devices" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_carousel_slides_order_idx" ON "pages_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_slides_parent_id_idx" ON "pages_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_slides_image_idx" ON "pages_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_carousel_order_idx" ON "pages_blocks_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_parent_id_idx" ON "pages_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_path_idx" ON "pages_blocks_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_tabs_items_order_idx" ON "pages_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_items_parent_id_idx" ON "pages_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabs_order_idx" ON "pages_blocks_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_parent_id_idx" ON "pages_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabs_path_idx" ON "pages_blocks_tabs" USING btree ("_path");
  CREATE INDEX "pages_blocks_posts_loop_order_idx" ON "pages_blocks_posts_loop" USING btree ("_order");
  CREATE INDEX "pages_blocks_posts_loop_parent_id_idx" ON "pages_blocks_posts_loop" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_posts_loop_path_idx" ON "pages_blocks_posts_loop" USING btree ("_path");
  CREATE INDEX "pages_blocks_posts_loop_category_idx" ON "pages_blocks_posts_loop" USING btree ("category_id");
  CREATE INDEX "pages_blocks_share_buttons_networks_order_idx" ON "pages_blocks_share_buttons_networks" USING btree ("order");
  CREATE INDEX "pages_blocks_share_buttons_networks_parent_idx" ON "pages_blocks_share_buttons_networks" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_share_buttons_counts_order_idx" ON "pages_blocks_share_buttons_counts" USING btree ("_order");
  CREATE INDEX "pages_blocks_share_buttons_counts_parent_id_idx" ON "pages_blocks_share_buttons_counts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_share_buttons_order_idx" ON "pages_blocks_share_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_share_buttons_parent_id_idx" ON "pages_blocks_share_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_share_buttons_path_idx" ON "pages_blocks_share_buttons" USING btree ("_path");
  CREATE INDEX "pages_blocks_payment_button_order_idx" ON "pages_blocks_payment_button" USING btree ("_order");
  CREATE INDEX "pages_blocks_payment_button_parent_id_idx" ON "pages_blocks_payment_button" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payment_button_path_idx" ON "pages_blocks_payment_button" USING btree ("_path");
  CREATE INDEX "pages_blocks_payment_button_success_page_idx" ON "pages_blocks_payment_button" USING btree ("success_page_id");
  CREATE INDEX "pages_blocks_payment_button_cancel_page_idx" ON "pages_blocks_payment_button" USING btree ("cancel_page_id");
  CREATE INDEX "pages_blocks_progress_tracker_order_idx" ON "pages_blocks_progress_tracker" USING btree ("_order");
  CREATE INDEX "pages_blocks_progress_tracker_parent_id_idx" ON "pages_blocks_progress_tracker" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_progress_tracker_path_idx" ON "pages_blocks_progress_tracker" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section_motion_devices_order_idx" ON "_pages_v_blocks_section_motion_devices" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_section_motion_devices_parent_idx" ON "_pages_v_blocks_section_motion_devices" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_section_sticky_devices_order_idx" ON "_pages_v_blocks_section_sticky_devices" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_section_sticky_devices_parent_idx" ON "_pages_v_blocks_section_sticky_devices" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_order_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_slides_parent_id_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_image_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_carousel_order_idx" ON "_pages_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_parent_id_idx" ON "_pages_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_path_idx" ON "_pages_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tabs_items_order_idx" ON "_pages_v_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_items_parent_id_idx" ON "_pages_v_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_order_idx" ON "_pages_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_parent_id_idx" ON "_pages_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_path_idx" ON "_pages_v_blocks_tabs" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_posts_loop_order_idx" ON "_pages_v_blocks_posts_loop" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_posts_loop_parent_id_idx" ON "_pages_v_blocks_posts_loop" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_posts_loop_path_idx" ON "_pages_v_blocks_posts_loop" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_posts_loop_category_idx" ON "_pages_v_blocks_posts_loop" USING btree ("category_id");
  CREATE INDEX "_pages_v_blocks_share_buttons_networks_order_idx" ON "_pages_v_blocks_share_buttons_networks" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_share_buttons_networks_parent_idx" ON "_pages_v_blocks_share_buttons_networks" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_share_buttons_counts_order_idx" ON "_pages_v_blocks_share_buttons_counts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_share_buttons_counts_parent_id_idx" ON "_pages_v_blocks_share_buttons_counts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_share_buttons_order_idx" ON "_pages_v_blocks_share_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_share_buttons_parent_id_idx" ON "_pages_v_blocks_share_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_share_buttons_path_idx" ON "_pages_v_blocks_share_buttons" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_payment_button_order_idx" ON "_pages_v_blocks_payment_button" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payment_button_parent_id_idx" ON "_pages_v_blocks_payment_button" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payment_button_path_idx" ON "_pages_v_blocks_payment_button" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_payment_button_success_page_idx" ON "_pages_v_blocks_payment_button" USING btree ("success_page_id");
  CREATE INDEX "_pages_v_blocks_payment_button_cancel_page_idx" ON "_pages_v_blocks_payment_button" USING btree ("cancel_page_id");
  CREATE INDEX "_pages_v_blocks_progress_tracker_order_idx" ON "_pages_v_blocks_progress_tracker" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_progress_tracker_parent_id_idx" ON "_pages_v_blocks_progress_tracker" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_progress_tracker_path_idx" ON "_pages_v_blocks_progress_tracker" USING btree ("_path");
  CREATE INDEX "site_settings_article_share_order_idx" ON "site_settings_article_share" USING btree ("order");
  CREATE INDEX "site_settings_article_share_parent_idx" ON "site_settings_article_share" USING btree ("parent_id");
  ALTER TABLE "pages_blocks_button" ADD CONSTRAINT "pages_blocks_button_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_button" ADD CONSTRAINT "_pages_v_blocks_button_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_button_image_idx" ON "pages_blocks_button" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_button_image_idx" ON "_pages_v_blocks_button" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_section_motion_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_section_sticky_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_posts_loop" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_share_buttons_networks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_share_buttons_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_share_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_payment_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_progress_tracker" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_section_motion_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_section_sticky_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_posts_loop" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_share_buttons_networks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_share_buttons_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_share_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_progress_tracker" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_article_share" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_section_motion_devices" CASCADE;
  DROP TABLE "pages_blocks_section_sticky_devices" CASCADE;
  DROP TABLE "pages_blocks_carousel_slides" CASCADE;
  DROP TABLE "pages_blocks_carousel" CASCADE;
  DROP TABLE "pages_blocks_tabs_items" CASCADE;
  DROP TABLE "pages_blocks_tabs" CASCADE;
  DROP TABLE "pages_blocks_posts_loop" CASCADE;
  DROP TABLE "pages_blocks_share_buttons_networks" CASCADE;
  DROP TABLE "pages_blocks_share_buttons_counts" CASCADE;
  DROP TABLE "pages_blocks_share_buttons" CASCADE;
  DROP TABLE "pages_blocks_payment_button" CASCADE;
  DROP TABLE "pages_blocks_progress_tracker" CASCADE;
  DROP TABLE "_pages_v_blocks_section_motion_devices" CASCADE;
  DROP TABLE "_pages_v_blocks_section_sticky_devices" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_items" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_posts_loop" CASCADE;
  DROP TABLE "_pages_v_blocks_share_buttons_networks" CASCADE;
  DROP TABLE "_pages_v_blocks_share_buttons_counts" CASCADE;
  DROP TABLE "_pages_v_blocks_share_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_button" CASCADE;
  DROP TABLE "_pages_v_blocks_progress_tracker" CASCADE;
  DROP TABLE "site_settings_article_share" CASCADE;
  ALTER TABLE "pages_blocks_button" DROP CONSTRAINT "pages_blocks_button_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_button" DROP CONSTRAINT "_pages_v_blocks_button_image_id_media_id_fk";
  
  DROP INDEX "pages_blocks_button_image_idx";
  DROP INDEX "_pages_v_blocks_button_image_idx";
  ALTER TABLE "pages_blocks_button" DROP COLUMN "action";
  ALTER TABLE "pages_blocks_button" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_button" DROP COLUMN "video";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "motion_translate_y";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "motion_speed";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "motion_opacity";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "motion_scale";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "sticky_position";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "sticky_offset";
  ALTER TABLE "_pages_v_blocks_button" DROP COLUMN "action";
  ALTER TABLE "_pages_v_blocks_button" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_button" DROP COLUMN "video";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "motion_translate_y";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "motion_speed";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "motion_opacity";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "motion_scale";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "sticky_position";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "sticky_offset";
  ALTER TABLE "site_settings" DROP COLUMN "article_progress";
  ALTER TABLE "site_settings" DROP COLUMN "paypal_account";
  ALTER TABLE "site_settings" DROP COLUMN "paypal_sandbox";
  ALTER TABLE "site_settings" DROP COLUMN "stripe_secret_key";
  DROP TYPE "public"."enum_pages_blocks_section_motion_devices";
  DROP TYPE "public"."enum_pages_blocks_section_sticky_devices";
  DROP TYPE "public"."enum_pages_blocks_button_action";
  DROP TYPE "public"."enum_pages_blocks_carousel_slides_per_view";
  DROP TYPE "public"."enum_pages_blocks_posts_loop_pagination";
  DROP TYPE "public"."enum_pages_blocks_posts_loop_heading_level";
  DROP TYPE "public"."enum_pages_blocks_share_buttons_networks";
  DROP TYPE "public"."enum_pages_blocks_share_buttons_counts_network";
  DROP TYPE "public"."enum_pages_blocks_share_buttons_view";
  DROP TYPE "public"."enum_pages_blocks_payment_button_provider";
  DROP TYPE "public"."enum_pages_blocks_progress_tracker_type";
  DROP TYPE "public"."enum_pages_blocks_progress_tracker_position";
  DROP TYPE "public"."enum_pages_blocks_progress_tracker_relative_to";
  DROP TYPE "public"."enum_pages_blocks_section_motion_translate_y";
  DROP TYPE "public"."enum_pages_blocks_section_motion_opacity";
  DROP TYPE "public"."enum_pages_blocks_section_motion_scale";
  DROP TYPE "public"."enum_pages_blocks_section_sticky_position";
  DROP TYPE "public"."enum__pages_v_blocks_section_motion_devices";
  DROP TYPE "public"."enum__pages_v_blocks_section_sticky_devices";
  DROP TYPE "public"."enum__pages_v_blocks_button_action";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_slides_per_view";
  DROP TYPE "public"."enum__pages_v_blocks_posts_loop_pagination";
  DROP TYPE "public"."enum__pages_v_blocks_posts_loop_heading_level";
  DROP TYPE "public"."enum__pages_v_blocks_share_buttons_networks";
  DROP TYPE "public"."enum__pages_v_blocks_share_buttons_counts_network";
  DROP TYPE "public"."enum__pages_v_blocks_share_buttons_view";
  DROP TYPE "public"."enum__pages_v_blocks_payment_button_provider";
  DROP TYPE "public"."enum__pages_v_blocks_progress_tracker_type";
  DROP TYPE "public"."enum__pages_v_blocks_progress_tracker_position";
  DROP TYPE "public"."enum__pages_v_blocks_progress_tracker_relative_to";
  DROP TYPE "public"."enum__pages_v_blocks_section_motion_translate_y";
  DROP TYPE "public"."enum__pages_v_blocks_section_motion_opacity";
  DROP TYPE "public"."enum__pages_v_blocks_section_motion_scale";
  DROP TYPE "public"."enum__pages_v_blocks_section_sticky_position";
  DROP TYPE "public"."enum_site_settings_article_share";
  DROP TYPE "public"."enum_site_settings_article_progress";`)
}
