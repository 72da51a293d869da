import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_blocks_section_motion_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum_posts_blocks_section_sticky_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum_posts_blocks_heading_level" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_posts_blocks_heading_align" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_posts_blocks_gallery_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_posts_blocks_button_action" AS ENUM('link', 'image', 'slideshow', 'video');
  CREATE TYPE "public"."enum_posts_blocks_button_variant" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_posts_blocks_spacer_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_posts_blocks_carousel_slides_per_view" AS ENUM('3', '2', '1');
  CREATE TYPE "public"."enum_posts_blocks_posts_loop_pagination" AS ENUM('numbers', 'prevNext', 'none');
  CREATE TYPE "public"."enum_posts_blocks_posts_loop_heading_level" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_posts_blocks_share_buttons_networks" AS ENUM('facebook', 'x-twitter', 'twitter', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'tumblr', 'digg', 'skype', 'stumbleupon', 'mix', 'telegram', 'pocket', 'xing', 'whatsapp', 'email', 'print', 'threads');
  CREATE TYPE "public"."enum_posts_blocks_share_buttons_counts_network" AS ENUM('facebook', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'xing');
  CREATE TYPE "public"."enum_posts_blocks_share_buttons_view" AS ENUM('icon-text', 'icon', 'text');
  CREATE TYPE "public"."enum_posts_blocks_payment_button_provider" AS ENUM('stripe', 'paypal');
  CREATE TYPE "public"."enum_posts_blocks_progress_tracker_type" AS ENUM('horizontal', 'circular');
  CREATE TYPE "public"."enum_posts_blocks_progress_tracker_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_posts_blocks_progress_tracker_relative_to" AS ENUM('content', 'page');
  CREATE TYPE "public"."enum_posts_blocks_section_width" AS ENUM('boxed', 'stretched');
  CREATE TYPE "public"."enum_posts_blocks_section_tone" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_posts_blocks_section_shape_top_shape" AS ENUM('mountains', 'drops', 'clouds', 'zigzag', 'pyramids', 'triangle', 'triangle-asymmetrical', 'tilt', 'opacity-tilt', 'opacity-fan', 'curve', 'curve-asymmetrical', 'waves', 'wave-brush', 'waves-pattern', 'arrow', 'split', 'book');
  CREATE TYPE "public"."enum_posts_blocks_section_shape_bottom_shape" AS ENUM('mountains', 'drops', 'clouds', 'zigzag', 'pyramids', 'triangle', 'triangle-asymmetrical', 'tilt', 'opacity-tilt', 'opacity-fan', 'curve', 'curve-asymmetrical', 'waves', 'wave-brush', 'waves-pattern', 'arrow', 'split', 'book');
  CREATE TYPE "public"."enum_posts_blocks_section_motion_translate_y" AS ENUM('none', 'up', 'down');
  CREATE TYPE "public"."enum_posts_blocks_section_motion_opacity" AS ENUM('none', 'fadeIn', 'fadeOut', 'fadeInOut');
  CREATE TYPE "public"."enum_posts_blocks_section_motion_scale" AS ENUM('none', 'grow', 'shrink');
  CREATE TYPE "public"."enum_posts_blocks_section_sticky_position" AS ENUM('none', 'top', 'bottom');
  CREATE TYPE "public"."enum__posts_v_blocks_section_motion_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum__posts_v_blocks_section_sticky_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum__posts_v_blocks_heading_level" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__posts_v_blocks_heading_align" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum__posts_v_blocks_gallery_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__posts_v_blocks_button_action" AS ENUM('link', 'image', 'slideshow', 'video');
  CREATE TYPE "public"."enum__posts_v_blocks_button_variant" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__posts_v_blocks_spacer_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__posts_v_blocks_carousel_slides_per_view" AS ENUM('3', '2', '1');
  CREATE TYPE "public"."enum__posts_v_blocks_posts_loop_pagination" AS ENUM('numbers', 'prevNext', 'none');
  CREATE TYPE "public"."enum__posts_v_blocks_posts_loop_heading_level" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__posts_v_blocks_share_buttons_networks" AS ENUM('facebook', 'x-twitter', 'twitter', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'tumblr', 'digg', 'skype', 'stumbleupon', 'mix', 'telegram', 'pocket', 'xing', 'whatsapp', 'email', 'print', 'threads');
  CREATE TYPE "public"."enum__posts_v_blocks_share_buttons_counts_network" AS ENUM('facebook', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'xing');
  CREATE TYPE "public"."enum__posts_v_blocks_share_buttons_view" AS ENUM('icon-text', 'icon', 'text');
  CREATE TYPE "public"."enum__posts_v_blocks_payment_button_provider" AS ENUM('stripe', 'paypal');
  CREATE TYPE "public"."enum__posts_v_blocks_progress_tracker_type" AS ENUM('horizontal', 'circular');
  CREATE TYPE "public"."enum__posts_v_blocks_progress_tracker_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum__posts_v_blocks_progress_tracker_relative_to" AS ENUM('content', 'page');
  CREATE TYPE "public"."enum__posts_v_blocks_section_width" AS ENUM('boxed', 'stretched');
  CREATE TYPE "public"."enum__posts_v_blocks_section_tone" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__posts_v_blocks_section_shape_top_shape" AS ENUM('mountains', 'drops', 'clouds', 'zigzag', 'pyramids', 'triangle', 'triangle-asymmetrical', 'tilt', 'opacity-tilt', 'opacity-fan', 'curve', 'curve-asymmetrical', 'waves', 'wave-brush', 'waves-pattern', 'arrow', 'split', 'book');
  CREATE TYPE "public"."enum__posts_v_blocks_section_shape_bottom_shape" AS ENUM('mountains', 'drops', 'clouds', 'zigzag', 'pyramids', 'triangle', 'triangle-asymmetrical', 'tilt', 'opacity-tilt', 'opacity-fan', 'curve', 'curve-asymmetrical', 'waves', 'wave-brush', 'waves-pattern', 'arrow', 'split', 'book');
  CREATE TYPE "public"."enum__posts_v_blocks_section_motion_translate_y" AS ENUM('none', 'up', 'down');
  CREATE TYPE "public"."enum__posts_v_blocks_section_motion_opacity" AS ENUM('none', 'fadeIn', 'fadeOut', 'fadeInOut');
  CREATE TYPE "public"."enum__posts_v_blocks_section_motion_scale" AS ENUM('none', 'grow', 'shrink');
  CREATE TYPE "public"."enum__posts_v_blocks_section_sticky_position" AS ENUM('none', 'top', 'bottom');
  CREATE TYPE "public"."enum_wordpress_imports_status" AS ENUM('planned', 'running', 'done', 'failed');
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"zoom" numeric DEFAULT 15,
  	"height" numeric DEFAULT 300,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"zoom" numeric DEFAULT 15,
  	"height" numeric DEFAULT 300,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_section_motion_devices" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_posts_blocks_section_motion_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_section_sticky_devices" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_posts_blocks_section_sticky_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"level" "enum_posts_blocks_heading_level" DEFAULT '2',
  	"align" "enum_posts_blocks_heading_align" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"columns" "enum_posts_blocks_gallery_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"action" "enum_posts_blocks_button_action" DEFAULT 'link',
  	"href" varchar,
  	"image_id" integer,
  	"video" varchar,
  	"variant" "enum_posts_blocks_button_variant" DEFAULT 'primary',
  	"new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_posts_blocks_spacer_size" DEFAULT 'm',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_legal_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_cookie_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_button" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"quote" varchar,
  	"author" varchar,
  	"detail" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "posts_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Testimonios',
  	"slides_per_view" "enum_posts_blocks_carousel_slides_per_view" DEFAULT '3',
  	"autoplay" boolean DEFAULT true,
  	"autoplay_delay" numeric DEFAULT 5,
  	"arrows" boolean DEFAULT true,
  	"dots" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"zoom" numeric DEFAULT 15,
  	"height" numeric DEFAULT 300,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar
  );
  
  CREATE TABLE "posts_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"active_item_index" numeric,
  	"instant" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_posts_loop" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"per_page" numeric DEFAULT 3,
  	"columns" numeric DEFAULT 3,
  	"pagination" "enum_posts_blocks_posts_loop_pagination" DEFAULT 'numbers',
  	"heading_level" "enum_posts_blocks_posts_loop_heading_level" DEFAULT '3',
  	"show_filter" boolean DEFAULT false,
  	"show_image" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_share_buttons_networks" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_posts_blocks_share_buttons_networks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_share_buttons_counts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_posts_blocks_share_buttons_counts_network",
  	"count" numeric
  );
  
  CREATE TABLE "posts_blocks_share_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Compartir',
  	"view" "enum_posts_blocks_share_buttons_view" DEFAULT 'icon-text',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_payment_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_posts_blocks_payment_button_provider" DEFAULT 'stripe',
  	"label" varchar DEFAULT 'Pagar la señal',
  	"concept" varchar,
  	"amount" numeric,
  	"success_page_id" integer,
  	"cancel_page_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_progress_tracker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_posts_blocks_progress_tracker_type" DEFAULT 'horizontal',
  	"position" "enum_posts_blocks_progress_tracker_position" DEFAULT 'top',
  	"relative_to" "enum_posts_blocks_progress_tracker_relative_to" DEFAULT 'content',
  	"show_percentage" boolean DEFAULT false,
  	"label" varchar DEFAULT 'Progreso de lectura',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"width" numeric
  );
  
  CREATE TABLE "posts_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"width" "enum_posts_blocks_section_width" DEFAULT 'boxed',
  	"background_id" integer,
  	"tone" "enum_posts_blocks_section_tone" DEFAULT 'light',
  	"anchor" varchar,
  	"background_color" varchar,
  	"padding_top" numeric,
  	"padding_right" numeric,
  	"padding_bottom" numeric,
  	"padding_left" numeric,
  	"shape_top_shape" "enum_posts_blocks_section_shape_top_shape",
  	"shape_top_color" varchar,
  	"shape_top_width" numeric DEFAULT 100,
  	"shape_top_height" numeric,
  	"shape_top_flip" boolean,
  	"shape_top_negative" boolean,
  	"shape_top_above_content" boolean,
  	"shape_bottom_shape" "enum_posts_blocks_section_shape_bottom_shape",
  	"shape_bottom_color" varchar,
  	"shape_bottom_width" numeric DEFAULT 100,
  	"shape_bottom_height" numeric,
  	"shape_bottom_flip" boolean,
  	"shape_bottom_negative" boolean,
  	"shape_bottom_above_content" boolean,
  	"motion_translate_y" "enum_posts_blocks_section_motion_translate_y" DEFAULT 'none',
  	"motion_speed" numeric DEFAULT 4,
  	"motion_opacity" "enum_posts_blocks_section_motion_opacity" DEFAULT 'none',
  	"motion_scale" "enum_posts_blocks_section_motion_scale" DEFAULT 'none',
  	"sticky_position" "enum_posts_blocks_section_sticky_position" DEFAULT 'none',
  	"sticky_offset" numeric DEFAULT 0,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_section_motion_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_blocks_section_motion_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_section_sticky_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_blocks_section_sticky_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"level" "enum__posts_v_blocks_heading_level" DEFAULT '2',
  	"align" "enum__posts_v_blocks_heading_align" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"body" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"columns" "enum__posts_v_blocks_gallery_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"action" "enum__posts_v_blocks_button_action" DEFAULT 'link',
  	"href" varchar,
  	"image_id" integer,
  	"video" varchar,
  	"variant" "enum__posts_v_blocks_button_variant" DEFAULT 'primary',
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__posts_v_blocks_spacer_size" DEFAULT 'm',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_legal_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_cookie_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_button" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_carousel_slides" (
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
  
  CREATE TABLE "_posts_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Testimonios',
  	"slides_per_view" "enum__posts_v_blocks_carousel_slides_per_view" DEFAULT '3',
  	"autoplay" boolean DEFAULT true,
  	"autoplay_delay" numeric DEFAULT 5,
  	"arrows" boolean DEFAULT true,
  	"dots" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"zoom" numeric DEFAULT 15,
  	"height" numeric DEFAULT 300,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_tabs" (
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
  
  CREATE TABLE "_posts_v_blocks_posts_loop" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"per_page" numeric DEFAULT 3,
  	"columns" numeric DEFAULT 3,
  	"pagination" "enum__posts_v_blocks_posts_loop_pagination" DEFAULT 'numbers',
  	"heading_level" "enum__posts_v_blocks_posts_loop_heading_level" DEFAULT '3',
  	"show_filter" boolean DEFAULT false,
  	"show_image" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_share_buttons_networks" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_blocks_share_buttons_networks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_share_buttons_counts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__posts_v_blocks_share_buttons_counts_network",
  	"count" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_share_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Compartir',
  	"view" "enum__posts_v_blocks_share_buttons_view" DEFAULT 'icon-text',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_payment_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum__posts_v_blocks_payment_button_provider" DEFAULT 'stripe',
  	"label" varchar DEFAULT 'Pagar la señal',
  	"concept" varchar,
  	"amount" numeric,
  	"success_page_id" integer,
  	"cancel_page_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_progress_tracker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__posts_v_blocks_progress_tracker_type" DEFAULT 'horizontal',
  	"position" "enum__posts_v_blocks_progress_tracker_position" DEFAULT 'top',
  	"relative_to" "enum__posts_v_blocks_progress_tracker_relative_to" DEFAULT 'content',
  	"show_percentage" boolean DEFAULT false,
  	"label" varchar DEFAULT 'Progreso de lectura',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"width" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"width" "enum__posts_v_blocks_section_width" DEFAULT 'boxed',
  	"background_id" integer,
  	"tone" "enum__posts_v_blocks_section_tone" DEFAULT 'light',
  	"anchor" varchar,
  	"background_color" varchar,
  	"padding_top" numeric,
  	"padding_right" numeric,
  	"padding_bottom" numeric,
  	"padding_left" numeric,
  	"shape_top_shape" "enum__posts_v_blocks_section_shape_top_shape",
  	"shape_top_color" varchar,
  	"shape_top_width" numeric DEFAULT 100,
  	"shape_top_height" numeric,
  	"shape_top_flip" boolean,
  	"shape_top_negative" boolean,
  	"shape_top_above_content" boolean,
  	"shape_bottom_shape" "enum__posts_v_blocks_section_shape_bottom_shape",
  	"shape_bottom_color" varchar,
  	"shape_bottom_width" numeric DEFAULT 100,
  	"shape_bottom_height" numeric,
  	"shape_bottom_flip" boolean,
  	"shape_bottom_negative" boolean,
  	"shape_bottom_above_content" boolean,
  	"motion_translate_y" "enum__posts_v_blocks_section_motion_translate_y" DEFAULT 'none',
  	"motion_speed" numeric DEFAULT 4,
  	"motion_opacity" "enum__posts_v_blocks_section_motion_opacity" DEFAULT 'none',
  	"motion_scale" "enum__posts_v_blocks_section_motion_scale" DEFAULT 'none',
  	"sticky_position" "enum__posts_v_blocks_section_sticky_position" DEFAULT 'none',
  	"sticky_offset" numeric DEFAULT 0,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"wp_login" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "wordpress_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"status" "enum_wordpress_imports_status" DEFAULT 'done' NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"progress" jsonb,
  	"report" jsonb,
  	"error" varchar,
  	"written" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "hide_title" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hide_title" boolean DEFAULT false;
  ALTER TABLE "posts" ADD COLUMN "legacy_path" varchar;
  ALTER TABLE "posts" ADD COLUMN "byline_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_legacy_path" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_byline_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "comments" ADD COLUMN "by_post_author" boolean DEFAULT false;
  ALTER TABLE "categories" ADD COLUMN "parent_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wordpress_imports_id" integer;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_html" ADD CONSTRAINT "pages_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_html" ADD CONSTRAINT "_pages_v_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_section_motion_devices" ADD CONSTRAINT "posts_blocks_section_motion_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_section_sticky_devices" ADD CONSTRAINT "posts_blocks_section_sticky_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_heading" ADD CONSTRAINT "posts_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_rich_text" ADD CONSTRAINT "posts_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_image" ADD CONSTRAINT "posts_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_image" ADD CONSTRAINT "posts_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_gallery" ADD CONSTRAINT "posts_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_button" ADD CONSTRAINT "posts_blocks_button_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_button" ADD CONSTRAINT "posts_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_spacer" ADD CONSTRAINT "posts_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_contact_form" ADD CONSTRAINT "posts_blocks_contact_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_contact_form" ADD CONSTRAINT "posts_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_legal_notice" ADD CONSTRAINT "posts_blocks_legal_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_cookie_table" ADD CONSTRAINT "posts_blocks_cookie_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_carousel_slides" ADD CONSTRAINT "posts_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_carousel_slides" ADD CONSTRAINT "posts_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_carousel" ADD CONSTRAINT "posts_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_video" ADD CONSTRAINT "posts_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_map" ADD CONSTRAINT "posts_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_html" ADD CONSTRAINT "posts_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_tabs_items" ADD CONSTRAINT "posts_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_tabs" ADD CONSTRAINT "posts_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_posts_loop" ADD CONSTRAINT "posts_blocks_posts_loop_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_posts_loop" ADD CONSTRAINT "posts_blocks_posts_loop_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_share_buttons_networks" ADD CONSTRAINT "posts_blocks_share_buttons_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_share_buttons_counts" ADD CONSTRAINT "posts_blocks_share_buttons_counts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_share_buttons" ADD CONSTRAINT "posts_blocks_share_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_payment_button" ADD CONSTRAINT "posts_blocks_payment_button_success_page_id_pages_id_fk" FOREIGN KEY ("success_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_payment_button" ADD CONSTRAINT "posts_blocks_payment_button_cancel_page_id_pages_id_fk" FOREIGN KEY ("cancel_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_payment_button" ADD CONSTRAINT "posts_blocks_payment_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_progress_tracker" ADD CONSTRAINT "posts_blocks_progress_tracker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_columns_columns" ADD CONSTRAINT "posts_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_columns" ADD CONSTRAINT "posts_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_section" ADD CONSTRAINT "posts_blocks_section_background_id_media_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_section" ADD CONSTRAINT "posts_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_section_motion_devices" ADD CONSTRAINT "_posts_v_blocks_section_motion_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_section_sticky_devices" ADD CONSTRAINT "_posts_v_blocks_section_sticky_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_heading" ADD CONSTRAINT "_posts_v_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_rich_text" ADD CONSTRAINT "_posts_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image" ADD CONSTRAINT "_posts_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image" ADD CONSTRAINT "_posts_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_gallery" ADD CONSTRAINT "_posts_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_button" ADD CONSTRAINT "_posts_v_blocks_button_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_button" ADD CONSTRAINT "_posts_v_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_spacer" ADD CONSTRAINT "_posts_v_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_contact_form" ADD CONSTRAINT "_posts_v_blocks_contact_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_contact_form" ADD CONSTRAINT "_posts_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_legal_notice" ADD CONSTRAINT "_posts_v_blocks_legal_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_cookie_table" ADD CONSTRAINT "_posts_v_blocks_cookie_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_carousel_slides" ADD CONSTRAINT "_posts_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_carousel_slides" ADD CONSTRAINT "_posts_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_carousel" ADD CONSTRAINT "_posts_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_video" ADD CONSTRAINT "_posts_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map" ADD CONSTRAINT "_posts_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_html" ADD CONSTRAINT "_posts_v_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_tabs_items" ADD CONSTRAINT "_posts_v_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_tabs" ADD CONSTRAINT "_posts_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_posts_loop" ADD CONSTRAINT "_posts_v_blocks_posts_loop_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_posts_loop" ADD CONSTRAINT "_posts_v_blocks_posts_loop_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_share_buttons_networks" ADD CONSTRAINT "_posts_v_blocks_share_buttons_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_share_buttons_counts" ADD CONSTRAINT "_posts_v_blocks_share_buttons_counts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_share_buttons" ADD CONSTRAINT "_posts_v_blocks_share_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_payment_button" ADD CONSTRAINT "_posts_v_blocks_payment_button_success_page_id_pages_id_fk" FOREIGN KEY ("success_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_payment_button" ADD CONSTRAINT "_posts_v_blocks_payment_button_cancel_page_id_pages_id_fk" FOREIGN KEY ("cancel_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_payment_button" ADD CONSTRAINT "_posts_v_blocks_payment_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_progress_tracker" ADD CONSTRAINT "_posts_v_blocks_progress_tracker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_columns_columns" ADD CONSTRAINT "_posts_v_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_columns" ADD CONSTRAINT "_posts_v_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_section" ADD CONSTRAINT "_posts_v_blocks_section_background_id_media_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_section" ADD CONSTRAINT "_posts_v_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_texts" ADD CONSTRAINT "media_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_map_order_idx" ON "pages_blocks_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_parent_id_idx" ON "pages_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_path_idx" ON "pages_blocks_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_html_order_idx" ON "pages_blocks_html" USING btree ("_order");
  CREATE INDEX "pages_blocks_html_parent_id_idx" ON "pages_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_html_path_idx" ON "pages_blocks_html" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_map_order_idx" ON "_pages_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_parent_id_idx" ON "_pages_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_path_idx" ON "_pages_v_blocks_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_html_order_idx" ON "_pages_v_blocks_html" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_html_parent_id_idx" ON "_pages_v_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_html_path_idx" ON "_pages_v_blocks_html" USING btree ("_path");
  CREATE INDEX "posts_blocks_section_motion_devices_order_idx" ON "posts_blocks_section_motion_devices" USING btree ("order");
  CREATE INDEX "posts_blocks_section_motion_devices_parent_idx" ON "posts_blocks_section_motion_devices" USING btree ("parent_id");
  CREATE INDEX "posts_blocks_section_sticky_devices_order_idx" ON "posts_blocks_section_sticky_devices" USING btree ("order");
  CREATE INDEX "posts_blocks_section_sticky_devices_parent_idx" ON "posts_blocks_section_sticky_devices" USING btree ("parent_id");
  CREATE INDEX "posts_blocks_heading_order_idx" ON "posts_blocks_heading" USING btree ("_order");
  CREATE INDEX "posts_blocks_heading_parent_id_idx" ON "posts_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_heading_path_idx" ON "posts_blocks_heading" USING btree ("_path");
  CREATE INDEX "posts_blocks_rich_text_order_idx" ON "posts_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "posts_blocks_rich_text_parent_id_idx" ON "posts_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_rich_text_path_idx" ON "posts_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "posts_blocks_image_order_idx" ON "posts_blocks_image" USING btree ("_order");
  CREATE INDEX "posts_blocks_image_parent_id_idx" ON "posts_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_image_path_idx" ON "posts_blocks_image" USING btree ("_path");
  CREATE INDEX "posts_blocks_image_image_idx" ON "posts_blocks_image" USING btree ("image_id");
  CREATE INDEX "posts_blocks_gallery_order_idx" ON "posts_blocks_gallery" USING btree ("_order");
  CREATE INDEX "posts_blocks_gallery_parent_id_idx" ON "posts_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_gallery_path_idx" ON "posts_blocks_gallery" USING btree ("_path");
  CREATE INDEX "posts_blocks_button_order_idx" ON "posts_blocks_button" USING btree ("_order");
  CREATE INDEX "posts_blocks_button_parent_id_idx" ON "posts_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_button_path_idx" ON "posts_blocks_button" USING btree ("_path");
  CREATE INDEX "posts_blocks_button_image_idx" ON "posts_blocks_button" USING btree ("image_id");
  CREATE INDEX "posts_blocks_spacer_order_idx" ON "posts_blocks_spacer" USING btree ("_order");
  CREATE INDEX "posts_blocks_spacer_parent_id_idx" ON "posts_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_spacer_path_idx" ON "posts_blocks_spacer" USING btree ("_path");
  CREATE INDEX "posts_blocks_contact_form_order_idx" ON "posts_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "posts_blocks_contact_form_parent_id_idx" ON "posts_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_contact_form_path_idx" ON "posts_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "posts_blocks_contact_form_form_idx" ON "posts_blocks_contact_form" USING btree ("form_id");
  CREATE INDEX "posts_blocks_legal_notice_order_idx" ON "posts_blocks_legal_notice" USING btree ("_order");
  CREATE INDEX "posts_blocks_legal_notice_parent_id_idx" ON "posts_blocks_legal_notice" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_legal_notice_path_idx" ON "posts_blocks_legal_notice" USING btree ("_path");
  CREATE INDEX "posts_blocks_cookie_table_order_idx" ON "posts_blocks_cookie_table" USING btree ("_order");
  CREATE INDEX "posts_blocks_cookie_table_parent_id_idx" ON "posts_blocks_cookie_table" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_cookie_table_path_idx" ON "posts_blocks_cookie_table" USING btree ("_path");
  CREATE INDEX "posts_blocks_carousel_slides_order_idx" ON "posts_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "posts_blocks_carousel_slides_parent_id_idx" ON "posts_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_carousel_slides_image_idx" ON "posts_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "posts_blocks_carousel_order_idx" ON "posts_blocks_carousel" USING btree ("_order");
  CREATE INDEX "posts_blocks_carousel_parent_id_idx" ON "posts_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_carousel_path_idx" ON "posts_blocks_carousel" USING btree ("_path");
  CREATE INDEX "posts_blocks_video_order_idx" ON "posts_blocks_video" USING btree ("_order");
  CREATE INDEX "posts_blocks_video_parent_id_idx" ON "posts_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_video_path_idx" ON "posts_blocks_video" USING btree ("_path");
  CREATE INDEX "posts_blocks_map_order_idx" ON "posts_blocks_map" USING btree ("_order");
  CREATE INDEX "posts_blocks_map_parent_id_idx" ON "posts_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_map_path_idx" ON "posts_blocks_map" USING btree ("_path");
  CREATE INDEX "posts_blocks_html_order_idx" ON "posts_blocks_html" USING btree ("_order");
  CREATE INDEX "posts_blocks_html_parent_id_idx" ON "posts_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_html_path_idx" ON "posts_blocks_html" USING btree ("_path");
  CREATE INDEX "posts_blocks_tabs_items_order_idx" ON "posts_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "posts_blocks_tabs_items_parent_id_idx" ON "posts_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_tabs_order_idx" ON "posts_blocks_tabs" USING btree ("_order");
  CREATE INDEX "posts_blocks_tabs_parent_id_idx" ON "posts_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_tabs_path_idx" ON "posts_blocks_tabs" USING btree ("_path");
  CREATE INDEX "posts_blocks_posts_loop_order_idx" ON "posts_blocks_posts_loop" USING btree ("_order");
  CREATE INDEX "posts_blocks_posts_loop_parent_id_idx" ON "posts_blocks_posts_loop" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_posts_loop_path_idx" ON "posts_blocks_posts_loop" USING btree ("_path");
  CREATE INDEX "posts_blocks_posts_loop_category_idx" ON "posts_blocks_posts_loop" USING btree ("category_id");
  CREATE INDEX "posts_blocks_share_buttons_networks_order_idx" ON "posts_blocks_share_buttons_networks" USING btree ("order");
  CREATE INDEX "posts_blocks_share_buttons_networks_parent_idx" ON "posts_blocks_share_buttons_networks" USING btree ("parent_id");
  CREATE INDEX "posts_blocks_share_buttons_counts_order_idx" ON "posts_blocks_share_buttons_counts" USING btree ("_order");
  CREATE INDEX "posts_blocks_share_buttons_counts_parent_id_idx" ON "posts_blocks_share_buttons_counts" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_share_buttons_order_idx" ON "posts_blocks_share_buttons" USING btree ("_order");
  CREATE INDEX "posts_blocks_share_buttons_parent_id_idx" ON "posts_blocks_share_buttons" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_share_buttons_path_idx" ON "posts_blocks_share_buttons" USING btree ("_path");
  CREATE INDEX "posts_blocks_payment_button_order_idx" ON "posts_blocks_payment_button" USING btree ("_order");
  CREATE INDEX "posts_blocks_payment_button_parent_id_idx" ON "posts_blocks_payment_button" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_payment_button_path_idx" ON "posts_blocks_payment_button" USING btree ("_path");
  CREATE INDEX "posts_blocks_payment_button_success_page_idx" ON "posts_blocks_payment_button" USING btree ("success_page_id");
  CREATE INDEX "posts_blocks_payment_button_cancel_page_idx" ON "posts_blocks_payment_button" USING btree ("cancel_page_id");
  CREATE INDEX "posts_blocks_progress_tracker_order_idx" ON "posts_blocks_progress_tracker" USING btree ("_order");
  CREATE INDEX "posts_blocks_progress_tracker_parent_id_idx" ON "posts_blocks_progress_tracker" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_progress_tracker_path_idx" ON "posts_blocks_progress_tracker" USING btree ("_path");
  CREATE INDEX "posts_blocks_columns_columns_order_idx" ON "posts_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "posts_blocks_columns_columns_parent_id_idx" ON "posts_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_columns_order_idx" ON "posts_blocks_columns" USING btree ("_order");
  CREATE INDEX "posts_blocks_columns_parent_id_idx" ON "posts_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_columns_path_idx" ON "posts_blocks_columns" USING btree ("_path");
  CREATE INDEX "posts_blocks_section_order_idx" ON "posts_blocks_section" USING btree ("_order");
  CREATE INDEX "posts_blocks_section_parent_id_idx" ON "posts_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_section_path_idx" ON "posts_blocks_section" USING btree ("_path");
  CREATE INDEX "posts_blocks_section_background_idx" ON "posts_blocks_section" USING btree ("background_id");
  CREATE INDEX "_posts_v_blocks_section_motion_devices_order_idx" ON "_posts_v_blocks_section_motion_devices" USING btree ("order");
  CREATE INDEX "_posts_v_blocks_section_motion_devices_parent_idx" ON "_posts_v_blocks_section_motion_devices" USING btree ("parent_id");
  CREATE INDEX "_posts_v_blocks_section_sticky_devices_order_idx" ON "_posts_v_blocks_section_sticky_devices" USING btree ("order");
  CREATE INDEX "_posts_v_blocks_section_sticky_devices_parent_idx" ON "_posts_v_blocks_section_sticky_devices" USING btree ("parent_id");
  CREATE INDEX "_posts_v_blocks_heading_order_idx" ON "_posts_v_blocks_heading" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_heading_parent_id_idx" ON "_posts_v_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_heading_path_idx" ON "_posts_v_blocks_heading" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_rich_text_order_idx" ON "_posts_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_rich_text_parent_id_idx" ON "_posts_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_rich_text_path_idx" ON "_posts_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_image_order_idx" ON "_posts_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_image_parent_id_idx" ON "_posts_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_image_path_idx" ON "_posts_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_image_image_idx" ON "_posts_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_gallery_order_idx" ON "_posts_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_gallery_parent_id_idx" ON "_posts_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_gallery_path_idx" ON "_posts_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_button_order_idx" ON "_posts_v_blocks_button" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_button_parent_id_idx" ON "_posts_v_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_button_path_idx" ON "_posts_v_blocks_button" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_button_image_idx" ON "_posts_v_blocks_button" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_spacer_order_idx" ON "_posts_v_blocks_spacer" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_spacer_parent_id_idx" ON "_posts_v_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_spacer_path_idx" ON "_posts_v_blocks_spacer" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_contact_form_order_idx" ON "_posts_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_contact_form_parent_id_idx" ON "_posts_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_contact_form_path_idx" ON "_posts_v_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_contact_form_form_idx" ON "_posts_v_blocks_contact_form" USING btree ("form_id");
  CREATE INDEX "_posts_v_blocks_legal_notice_order_idx" ON "_posts_v_blocks_legal_notice" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_legal_notice_parent_id_idx" ON "_posts_v_blocks_legal_notice" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_legal_notice_path_idx" ON "_posts_v_blocks_legal_notice" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_cookie_table_order_idx" ON "_posts_v_blocks_cookie_table" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_cookie_table_parent_id_idx" ON "_posts_v_blocks_cookie_table" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_cookie_table_path_idx" ON "_posts_v_blocks_cookie_table" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_carousel_slides_order_idx" ON "_posts_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_carousel_slides_parent_id_idx" ON "_posts_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_carousel_slides_image_idx" ON "_posts_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_carousel_order_idx" ON "_posts_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_carousel_parent_id_idx" ON "_posts_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_carousel_path_idx" ON "_posts_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_video_order_idx" ON "_posts_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_video_parent_id_idx" ON "_posts_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_video_path_idx" ON "_posts_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_map_order_idx" ON "_posts_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_map_parent_id_idx" ON "_posts_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_map_path_idx" ON "_posts_v_blocks_map" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_html_order_idx" ON "_posts_v_blocks_html" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_html_parent_id_idx" ON "_posts_v_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_html_path_idx" ON "_posts_v_blocks_html" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_tabs_items_order_idx" ON "_posts_v_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_tabs_items_parent_id_idx" ON "_posts_v_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_tabs_order_idx" ON "_posts_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_tabs_parent_id_idx" ON "_posts_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_tabs_path_idx" ON "_posts_v_blocks_tabs" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_posts_loop_order_idx" ON "_posts_v_blocks_posts_loop" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_posts_loop_parent_id_idx" ON "_posts_v_blocks_posts_loop" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_posts_loop_path_idx" ON "_posts_v_blocks_posts_loop" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_posts_loop_category_idx" ON "_posts_v_blocks_posts_loop" USING btree ("category_id");
  CREATE INDEX "_posts_v_blocks_share_buttons_networks_order_idx" ON "_posts_v_blocks_share_buttons_networks" USING btree ("order");
  CREATE INDEX "_posts_v_blocks_share_buttons_networks_parent_idx" ON "_posts_v_blocks_share_buttons_networks" USING btree ("parent_id");
  CREATE INDEX "_posts_v_blocks_share_buttons_counts_order_idx" ON "_posts_v_blocks_share_buttons_counts" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_share_buttons_counts_parent_id_idx" ON "_posts_v_blocks_share_buttons_counts" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_share_buttons_order_idx" ON "_posts_v_blocks_share_buttons" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_share_buttons_parent_id_idx" ON "_posts_v_blocks_share_buttons" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_share_buttons_path_idx" ON "_posts_v_blocks_share_buttons" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_payment_button_order_idx" ON "_posts_v_blocks_payment_button" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_payment_button_parent_id_idx" ON "_posts_v_blocks_payment_button" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_payment_button_path_idx" ON "_posts_v_blocks_payment_button" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_payment_button_success_page_idx" ON "_posts_v_blocks_payment_button" USING btree ("success_page_id");
  CREATE INDEX "_posts_v_blocks_payment_button_cancel_page_idx" ON "_posts_v_blocks_payment_button" USING btree ("cancel_page_id");
  CREATE INDEX "_posts_v_blocks_progress_tracker_order_idx" ON "_posts_v_blocks_progress_tracker" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_progress_tracker_parent_id_idx" ON "_posts_v_blocks_progress_tracker" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_progress_tracker_path_idx" ON "_posts_v_blocks_progress_tracker" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_columns_columns_order_idx" ON "_posts_v_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_columns_columns_parent_id_idx" ON "_posts_v_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_columns_order_idx" ON "_posts_v_blocks_columns" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_columns_parent_id_idx" ON "_posts_v_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_columns_path_idx" ON "_posts_v_blocks_columns" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_section_order_idx" ON "_posts_v_blocks_section" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_section_parent_id_idx" ON "_posts_v_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_section_path_idx" ON "_posts_v_blocks_section" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_section_background_idx" ON "_posts_v_blocks_section" USING btree ("background_id");
  CREATE INDEX "authors_wp_login_idx" ON "authors" USING btree ("wp_login");
  CREATE UNIQUE INDEX "authors_slug_idx" ON "authors" USING btree ("slug");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE INDEX "media_texts_order_parent" ON "media_texts" USING btree ("order","parent_id");
  CREATE INDEX "media_texts_text_idx" ON "media_texts" USING btree ("text");
  CREATE INDEX "wordpress_imports_source_idx" ON "wordpress_imports" USING btree ("source");
  CREATE INDEX "wordpress_imports_updated_at_idx" ON "wordpress_imports" USING btree ("updated_at");
  CREATE INDEX "wordpress_imports_created_at_idx" ON "wordpress_imports" USING btree ("created_at");
  ALTER TABLE "posts" ADD CONSTRAINT "posts_byline_id_authors_id_fk" FOREIGN KEY ("byline_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_byline_id_authors_id_fk" FOREIGN KEY ("version_byline_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wordpress_imports_fk" FOREIGN KEY ("wordpress_imports_id") REFERENCES "public"."wordpress_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "posts_legacy_path_idx" ON "posts" USING btree ("legacy_path");
  CREATE INDEX "posts_byline_idx" ON "posts" USING btree ("byline_id");
  CREATE INDEX "posts_rels_media_id_idx" ON "posts_rels" USING btree ("media_id");
  CREATE INDEX "_posts_v_version_version_legacy_path_idx" ON "_posts_v" USING btree ("version_legacy_path");
  CREATE INDEX "_posts_v_version_version_byline_idx" ON "_posts_v" USING btree ("version_byline_id");
  CREATE INDEX "_posts_v_rels_media_id_idx" ON "_posts_v_rels" USING btree ("media_id");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_wordpress_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("wordpress_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_html" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_html" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_section_motion_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_section_sticky_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_heading" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_spacer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_legal_notice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_cookie_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_html" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_posts_loop" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_share_buttons_networks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_share_buttons_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_share_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_payment_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_progress_tracker" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_section_motion_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_section_sticky_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_heading" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_spacer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_legal_notice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_cookie_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_html" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_posts_loop" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_share_buttons_networks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_share_buttons_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_share_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_payment_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_progress_tracker" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "authors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wordpress_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_map" CASCADE;
  DROP TABLE "pages_blocks_html" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_map" CASCADE;
  DROP TABLE "_pages_v_blocks_html" CASCADE;
  DROP TABLE "posts_blocks_section_motion_devices" CASCADE;
  DROP TABLE "posts_blocks_section_sticky_devices" CASCADE;
  DROP TABLE "posts_blocks_heading" CASCADE;
  DROP TABLE "posts_blocks_rich_text" CASCADE;
  DROP TABLE "posts_blocks_image" CASCADE;
  DROP TABLE "posts_blocks_gallery" CASCADE;
  DROP TABLE "posts_blocks_button" CASCADE;
  DROP TABLE "posts_blocks_spacer" CASCADE;
  DROP TABLE "posts_blocks_contact_form" CASCADE;
  DROP TABLE "posts_blocks_legal_notice" CASCADE;
  DROP TABLE "posts_blocks_cookie_table" CASCADE;
  DROP TABLE "posts_blocks_carousel_slides" CASCADE;
  DROP TABLE "posts_blocks_carousel" CASCADE;
  DROP TABLE "posts_blocks_video" CASCADE;
  DROP TABLE "posts_blocks_map" CASCADE;
  DROP TABLE "posts_blocks_html" CASCADE;
  DROP TABLE "posts_blocks_tabs_items" CASCADE;
  DROP TABLE "posts_blocks_tabs" CASCADE;
  DROP TABLE "posts_blocks_posts_loop" CASCADE;
  DROP TABLE "posts_blocks_share_buttons_networks" CASCADE;
  DROP TABLE "posts_blocks_share_buttons_counts" CASCADE;
  DROP TABLE "posts_blocks_share_buttons" CASCADE;
  DROP TABLE "posts_blocks_payment_button" CASCADE;
  DROP TABLE "posts_blocks_progress_tracker" CASCADE;
  DROP TABLE "posts_blocks_columns_columns" CASCADE;
  DROP TABLE "posts_blocks_columns" CASCADE;
  DROP TABLE "posts_blocks_section" CASCADE;
  DROP TABLE "_posts_v_blocks_section_motion_devices" CASCADE;
  DROP TABLE "_posts_v_blocks_section_sticky_devices" CASCADE;
  DROP TABLE "_posts_v_blocks_heading" CASCADE;
  DROP TABLE "_posts_v_blocks_rich_text" CASCADE;
  DROP TABLE "_posts_v_blocks_image" CASCADE;
  DROP TABLE "_posts_v_blocks_gallery" CASCADE;
  DROP TABLE "_posts_v_blocks_button" CASCADE;
  DROP TABLE "_posts_v_blocks_spacer" CASCADE;
  DROP TABLE "_posts_v_blocks_contact_form" CASCADE;
  DROP TABLE "_posts_v_blocks_legal_notice" CASCADE;
  DROP TABLE "_posts_v_blocks_cookie_table" CASCADE;
  DROP TABLE "_posts_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_posts_v_blocks_carousel" CASCADE;
  DROP TABLE "_posts_v_blocks_video" CASCADE;
  DROP TABLE "_posts_v_blocks_map" CASCADE;
  DROP TABLE "_posts_v_blocks_html" CASCADE;
  DROP TABLE "_posts_v_blocks_tabs_items" CASCADE;
  DROP TABLE "_posts_v_blocks_tabs" CASCADE;
  DROP TABLE "_posts_v_blocks_posts_loop" CASCADE;
  DROP TABLE "_posts_v_blocks_share_buttons_networks" CASCADE;
  DROP TABLE "_posts_v_blocks_share_buttons_counts" CASCADE;
  DROP TABLE "_posts_v_blocks_share_buttons" CASCADE;
  DROP TABLE "_posts_v_blocks_payment_button" CASCADE;
  DROP TABLE "_posts_v_blocks_progress_tracker" CASCADE;
  DROP TABLE "_posts_v_blocks_columns_columns" CASCADE;
  DROP TABLE "_posts_v_blocks_columns" CASCADE;
  DROP TABLE "_posts_v_blocks_section" CASCADE;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "media_texts" CASCADE;
  DROP TABLE "wordpress_imports" CASCADE;
  ALTER TABLE "posts" DROP CONSTRAINT "posts_byline_id_authors_id_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_media_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_byline_id_authors_id_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_media_fk";
  
  ALTER TABLE "categories" DROP CONSTRAINT "categories_parent_id_categories_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_authors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wordpress_imports_fk";
  
  DROP INDEX "posts_legacy_path_idx";
  DROP INDEX "posts_byline_idx";
  DROP INDEX "posts_rels_media_id_idx";
  DROP INDEX "_posts_v_version_version_legacy_path_idx";
  DROP INDEX "_posts_v_version_version_byline_idx";
  DROP INDEX "_posts_v_rels_media_id_idx";
  DROP INDEX "categories_parent_idx";
  DROP INDEX "payload_locked_documents_rels_authors_id_idx";
  DROP INDEX "payload_locked_documents_rels_wordpress_imports_id_idx";
  ALTER TABLE "pages" DROP COLUMN "hide_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hide_title";
  ALTER TABLE "posts" DROP COLUMN "legacy_path";
  ALTER TABLE "posts" DROP COLUMN "byline_id";
  ALTER TABLE "posts_rels" DROP COLUMN "media_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_legacy_path";
  ALTER TABLE "_posts_v" DROP COLUMN "version_byline_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "media_id";
  ALTER TABLE "comments" DROP COLUMN "by_post_author";
  ALTER TABLE "categories" DROP COLUMN "parent_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "authors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wordpress_imports_id";
  DROP TYPE "public"."enum_posts_blocks_section_motion_devices";
  DROP TYPE "public"."enum_posts_blocks_section_sticky_devices";
  DROP TYPE "public"."enum_posts_blocks_heading_level";
  DROP TYPE "public"."enum_posts_blocks_heading_align";
  DROP TYPE "public"."enum_posts_blocks_gallery_columns";
  DROP TYPE "public"."enum_posts_blocks_button_action";
  DROP TYPE "public"."enum_posts_blocks_button_variant";
  DROP TYPE "public"."enum_posts_blocks_spacer_size";
  DROP TYPE "public"."enum_posts_blocks_carousel_slides_per_view";
  DROP TYPE "public"."enum_posts_blocks_posts_loop_pagination";
  DROP TYPE "public"."enum_posts_blocks_posts_loop_heading_level";
  DROP TYPE "public"."enum_posts_blocks_share_buttons_networks";
  DROP TYPE "public"."enum_posts_blocks_share_buttons_counts_network";
  DROP TYPE "public"."enum_posts_blocks_share_buttons_view";
  DROP TYPE "public"."enum_posts_blocks_payment_button_provider";
  DROP TYPE "public"."enum_posts_blocks_progress_tracker_type";
  DROP TYPE "public"."enum_posts_blocks_progress_tracker_position";
  DROP TYPE "public"."enum_posts_blocks_progress_tracker_relative_to";
  DROP TYPE "public"."enum_posts_blocks_section_width";
  DROP TYPE "public"."enum_posts_blocks_section_tone";
  DROP TYPE "public"."enum_posts_blocks_section_shape_top_shape";
  DROP TYPE "public"."enum_posts_blocks_section_shape_bottom_shape";
  DROP TYPE "public"."enum_posts_blocks_section_motion_translate_y";
  DROP TYPE "public"."enum_posts_blocks_section_motion_opacity";
  DROP TYPE "public"."enum_posts_blocks_section_motion_scale";
  DROP TYPE "public"."enum_posts_blocks_section_sticky_position";
  DROP TYPE "public"."enum__posts_v_blocks_section_motion_devices";
  DROP TYPE "public"."enum__posts_v_blocks_section_sticky_devices";
  DROP TYPE "public"."enum__posts_v_blocks_heading_level";
  DROP TYPE "public"."enum__posts_v_blocks_heading_align";
  DROP TYPE "public"."enum__posts_v_blocks_gallery_columns";
  DROP TYPE "public"."enum__posts_v_blocks_button_action";
  DROP TYPE "public"."enum__posts_v_blocks_button_variant";
  DROP TYPE "public"."enum__posts_v_blocks_spacer_size";
  DROP TYPE "public"."enum__posts_v_blocks_carousel_slides_per_view";
  DROP TYPE "public"."enum__posts_v_blocks_posts_loop_pagination";
  DROP TYPE "public"."enum__posts_v_blocks_posts_loop_heading_level";
  DROP TYPE "public"."enum__posts_v_blocks_share_buttons_networks";
  DROP TYPE "public"."enum__posts_v_blocks_share_buttons_counts_network";
  DROP TYPE "public"."enum__posts_v_blocks_share_buttons_view";
  DROP TYPE "public"."enum__posts_v_blocks_payment_button_provider";
  DROP TYPE "public"."enum__posts_v_blocks_progress_tracker_type";
  DROP TYPE "public"."enum__posts_v_blocks_progress_tracker_position";
  DROP TYPE "public"."enum__posts_v_blocks_progress_tracker_relative_to";
  DROP TYPE "public"."enum__posts_v_blocks_section_width";
  DROP TYPE "public"."enum__posts_v_blocks_section_tone";
  DROP TYPE "public"."enum__posts_v_blocks_section_shape_top_shape";
  DROP TYPE "public"."enum__posts_v_blocks_section_shape_bottom_shape";
  DROP TYPE "public"."enum__posts_v_blocks_section_motion_translate_y";
  DROP TYPE "public"."enum__posts_v_blocks_section_motion_opacity";
  DROP TYPE "public"."enum__posts_v_blocks_section_motion_scale";
  DROP TYPE "public"."enum__posts_v_blocks_section_sticky_position";
  DROP TYPE "public"."enum_wordpress_imports_status";`)
}
