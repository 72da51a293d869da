import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_section_motion_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_motion_devices_order_idx\` ON \`pages_blocks_section_motion_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_motion_devices_parent_idx\` ON \`pages_blocks_section_motion_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_sticky_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_sticky_devices_order_idx\` ON \`pages_blocks_section_sticky_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_sticky_devices_parent_idx\` ON \`pages_blocks_section_sticky_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`quote\` text,
  	\`author\` text,
  	\`detail\` text,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_order_idx\` ON \`pages_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_parent_id_idx\` ON \`pages_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_image_idx\` ON \`pages_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Testimonios',
  	\`slides_per_view\` text DEFAULT '3',
  	\`autoplay\` integer DEFAULT true,
  	\`autoplay_delay\` numeric DEFAULT 5,
  	\`arrows\` integer DEFAULT true,
  	\`dots\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_order_idx\` ON \`pages_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_parent_id_idx\` ON \`pages_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_path_idx\` ON \`pages_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_items_order_idx\` ON \`pages_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_items_parent_id_idx\` ON \`pages_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`active_item_index\` numeric,
  	\`instant\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_order_idx\` ON \`pages_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_parent_id_idx\` ON \`pages_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_path_idx\` ON \`pages_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_posts_loop\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`per_page\` numeric DEFAULT 3,
  	\`columns\` numeric DEFAULT 3,
  	\`pagination\` text DEFAULT 'numbers',
  	\`heading_level\` text DEFAULT '3',
  	\`show_filter\` integer DEFAULT false,
  	\`show_image\` integer DEFAULT true,
  	\`show_excerpt\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_loop_order_idx\` ON \`pages_blocks_posts_loop\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_loop_parent_id_idx\` ON \`pages_blocks_posts_loop\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_loop_path_idx\` ON \`pages_blocks_posts_loop\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_loop_category_idx\` ON \`pages_blocks_posts_loop\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_share_buttons_networks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_share_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_buttons_networks_order_idx\` ON \`pages_blocks_share_buttons_networks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_buttons_networks_parent_idx\` ON \`pages_blocks_share_buttons_networks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_share_buttons_counts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`count\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_share_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_buttons_counts_order_idx\` ON \`pages_blocks_share_buttons_counts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_buttons_counts_parent_id_idx\` ON \`pages_blocks_share_buttons_counts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_share_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Compartir',
  	\`view\` text DEFAULT 'icon-text',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_buttons_order_idx\` ON \`pages_blocks_share_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_buttons_parent_id_idx\` ON \`pages_blocks_share_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_buttons_path_idx\` ON \`pages_blocks_share_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_payment_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`provider\` text DEFAULT 'stripe',
  	\`label\` text DEFAULT 'Pagar la señal',
  	\`concept\` text,
  	\`amount\` numeric,
  	\`success_page_id\` integer,
  	\`cancel_page_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`success_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cancel_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_button_order_idx\` ON \`pages_blocks_payment_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_button_parent_id_idx\` ON \`pages_blocks_payment_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_button_path_idx\` ON \`pages_blocks_payment_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_button_success_page_idx\` ON \`pages_blocks_payment_button\` (\`success_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_button_cancel_page_idx\` ON \`pages_blocks_payment_button\` (\`cancel_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_progress_tracker\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'horizontal',
  	\`position\` text DEFAULT 'top',
  	\`relative_to\` text DEFAULT 'content',
  	\`show_percentage\` integer DEFAULT false,
  	\`label\` text DEFAULT 'Progreso de lectura',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_progress_tracker_order_idx\` ON \`pages_blocks_progress_tracker\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_progress_tracker_parent_id_idx\` ON \`pages_blocks_progress_tracker\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_progress_tracker_path_idx\` ON \`pages_blocks_progress_tracker\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_motion_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_motion_devices_order_idx\` ON \`_pages_v_blocks_section_motion_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_motion_devices_parent_idx\` ON \`_pages_v_blocks_section_motion_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_sticky_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_sticky_devices_order_idx\` ON \`_pages_v_blocks_section_sticky_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_sticky_devices_parent_idx\` ON \`_pages_v_blocks_section_sticky_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`quote\` text,
  	\`author\` text,
  	\`detail\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_slides_order_idx\` ON \`_pages_v_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_slides_parent_id_idx\` ON \`_pages_v_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_slides_image_idx\` ON \`_pages_v_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Testimonios',
  	\`slides_per_view\` text DEFAULT '3',
  	\`autoplay\` integer DEFAULT true,
  	\`autoplay_delay\` numeric DEFAULT 5,
  	\`arrows\` integer DEFAULT true,
  	\`dots\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_order_idx\` ON \`_pages_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_parent_id_idx\` ON \`_pages_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_path_idx\` ON \`_pages_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_items_order_idx\` ON \`_pages_v_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_items_parent_id_idx\` ON \`_pages_v_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`active_item_index\` numeric,
  	\`instant\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_order_idx\` ON \`_pages_v_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_parent_id_idx\` ON \`_pages_v_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_path_idx\` ON \`_pages_v_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_posts_loop\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`per_page\` numeric DEFAULT 3,
  	\`columns\` numeric DEFAULT 3,
  	\`pagination\` text DEFAULT 'numbers',
  	\`heading_level\` text DEFAULT '3',
  	\`show_filter\` integer DEFAULT false,
  	\`show_image\` integer DEFAULT true,
  	\`show_excerpt\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_loop_order_idx\` ON \`_pages_v_blocks_posts_loop\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_loop_parent_id_idx\` ON \`_pages_v_blocks_posts_loop\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_loop_path_idx\` ON \`_pages_v_blocks_posts_loop\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_loop_category_idx\` ON \`_pages_v_blocks_posts_loop\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_share_buttons_networks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_share_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_buttons_networks_order_idx\` ON \`_pages_v_blocks_share_buttons_networks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_buttons_networks_parent_idx\` ON \`_pages_v_blocks_share_buttons_networks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_share_buttons_counts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`count\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_share_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_buttons_counts_order_idx\` ON \`_pages_v_blocks_share_buttons_counts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_buttons_counts_parent_id_idx\` ON \`_pages_v_blocks_share_buttons_counts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_share_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Compartir',
  	\`view\` text DEFAULT 'icon-text',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_buttons_order_idx\` ON \`_pages_v_blocks_share_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_buttons_parent_id_idx\` ON \`_pages_v_blocks_share_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_buttons_path_idx\` ON \`_pages_v_blocks_share_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_payment_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider\` text DEFAULT 'stripe',
  	\`label\` text DEFAULT 'Pagar la señal',
  	\`concept\` text,
  	\`amount\` numeric,
  	\`success_page_id\` integer,
  	\`cancel_page_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`success_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cancel_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_button_order_idx\` ON \`_pages_v_blocks_payment_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_button_parent_id_idx\` ON \`_pages_v_blocks_payment_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_button_path_idx\` ON \`_pages_v_blocks_payment_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_button_success_page_idx\` ON \`_pages_v_blocks_payment_button\` (\`success_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_button_cancel_page_idx\` ON \`_pages_v_blocks_payment_button\` (\`cancel_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_progress_tracker\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'horizontal',
  	\`position\` text DEFAULT 'top',
  	\`relative_to\` text DEFAULT 'content',
  	\`show_percentage\` integer DEFAULT false,
  	\`label\` text DEFAULT 'Progreso de lectura',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_progress_tracker_order_idx\` ON \`_pages_v_blocks_progress_tracker\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_progress_tracker_parent_id_idx\` ON \`_pages_v_blocks_progress_tracker\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_progress_tracker_path_idx\` ON \`_pages_v_blocks_progress_tracker\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_article_share\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_article_share_order_idx\` ON \`site_settings_article_share\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_article_share_parent_idx\` ON \`site_settings_article_share\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_button\` ADD \`action\` text DEFAULT 'link';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_button\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_button\` ADD \`video\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_image_idx\` ON \`pages_blocks_button\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`motion_translate_y\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`motion_speed\` numeric DEFAULT 4;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`motion_opacity\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`motion_scale\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`sticky_position\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`sticky_offset\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_button\` ADD \`action\` text DEFAULT 'link';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_button\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_button\` ADD \`video\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_image_idx\` ON \`_pages_v_blocks_button\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`motion_translate_y\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`motion_speed\` numeric DEFAULT 4;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`motion_opacity\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`motion_scale\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`sticky_position\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`sticky_offset\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`article_progress\` text DEFAULT 'horizontal';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`paypal_account\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`paypal_sandbox\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`stripe_secret_key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_section_motion_devices\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_sticky_devices\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_posts_loop\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_share_buttons_networks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_share_buttons_counts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_share_buttons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_payment_button\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_progress_tracker\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_motion_devices\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_sticky_devices\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_posts_loop\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_share_buttons_networks\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_share_buttons_counts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_share_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_payment_button\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_progress_tracker\`;`)
  await db.run(sql`DROP TABLE \`site_settings_article_share\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_button\`("_order", "_parent_id", "_path", "id", "label", "href", "variant", "new_tab", "block_name") SELECT "_order", "_parent_id", "_path", "id", "label", "href", "variant", "new_tab", "block_name" FROM \`pages_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_button\` RENAME TO \`pages_blocks_button\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_order_idx\` ON \`pages_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_parent_id_idx\` ON \`pages_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_path_idx\` ON \`pages_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_button\`("_order", "_parent_id", "_path", "id", "label", "href", "variant", "new_tab", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "label", "href", "variant", "new_tab", "_uuid", "block_name" FROM \`_pages_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_button\` RENAME TO \`_pages_v_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_order_idx\` ON \`_pages_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_parent_id_idx\` ON \`_pages_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_path_idx\` ON \`_pages_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` DROP COLUMN \`motion_translate_y\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` DROP COLUMN \`motion_speed\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` DROP COLUMN \`motion_opacity\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` DROP COLUMN \`motion_scale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` DROP COLUMN \`sticky_position\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` DROP COLUMN \`sticky_offset\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` DROP COLUMN \`motion_translate_y\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` DROP COLUMN \`motion_speed\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` DROP COLUMN \`motion_opacity\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` DROP COLUMN \`motion_scale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` DROP COLUMN \`sticky_position\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` DROP COLUMN \`sticky_offset\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`article_progress\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`paypal_account\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`paypal_sandbox\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`stripe_secret_key\`;`)
}
