import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`address\` text,
  	\`zoom\` numeric DEFAULT 15,
  	\`height\` numeric DEFAULT 300,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_order_idx\` ON \`pages_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_parent_id_idx\` ON \`pages_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_path_idx\` ON \`pages_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_html_order_idx\` ON \`pages_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_html_parent_id_idx\` ON \`pages_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_html_path_idx\` ON \`pages_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text,
  	\`zoom\` numeric DEFAULT 15,
  	\`height\` numeric DEFAULT 300,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_order_idx\` ON \`_pages_v_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_parent_id_idx\` ON \`_pages_v_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_path_idx\` ON \`_pages_v_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_html_order_idx\` ON \`_pages_v_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_html_parent_id_idx\` ON \`_pages_v_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_html_path_idx\` ON \`_pages_v_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_section_motion_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_section_motion_devices_order_idx\` ON \`posts_blocks_section_motion_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_section_motion_devices_parent_idx\` ON \`posts_blocks_section_motion_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_section_sticky_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_section_sticky_devices_order_idx\` ON \`posts_blocks_section_sticky_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_section_sticky_devices_parent_idx\` ON \`posts_blocks_section_sticky_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`level\` text DEFAULT '2',
  	\`align\` text DEFAULT 'left',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_heading_order_idx\` ON \`posts_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_heading_parent_id_idx\` ON \`posts_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_heading_path_idx\` ON \`posts_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`body\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_rich_text_order_idx\` ON \`posts_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_rich_text_parent_id_idx\` ON \`posts_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_rich_text_path_idx\` ON \`posts_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_order_idx\` ON \`posts_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_parent_id_idx\` ON \`posts_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_path_idx\` ON \`posts_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_image_idx\` ON \`posts_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_order_idx\` ON \`posts_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_parent_id_idx\` ON \`posts_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_gallery_path_idx\` ON \`posts_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`action\` text DEFAULT 'link',
  	\`href\` text,
  	\`image_id\` integer,
  	\`video\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_button_order_idx\` ON \`posts_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_button_parent_id_idx\` ON \`posts_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_button_path_idx\` ON \`posts_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_button_image_idx\` ON \`posts_blocks_button\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'm',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_spacer_order_idx\` ON \`posts_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_spacer_parent_id_idx\` ON \`posts_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_spacer_path_idx\` ON \`posts_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_contact_form_order_idx\` ON \`posts_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_contact_form_parent_id_idx\` ON \`posts_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_contact_form_path_idx\` ON \`posts_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_contact_form_form_idx\` ON \`posts_blocks_contact_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_legal_notice\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_legal_notice_order_idx\` ON \`posts_blocks_legal_notice\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_legal_notice_parent_id_idx\` ON \`posts_blocks_legal_notice\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_legal_notice_path_idx\` ON \`posts_blocks_legal_notice\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_cookie_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_button\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_cookie_table_order_idx\` ON \`posts_blocks_cookie_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_cookie_table_parent_id_idx\` ON \`posts_blocks_cookie_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_cookie_table_path_idx\` ON \`posts_blocks_cookie_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`quote\` text,
  	\`author\` text,
  	\`detail\` text,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_carousel_slides_order_idx\` ON \`posts_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_carousel_slides_parent_id_idx\` ON \`posts_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_carousel_slides_image_idx\` ON \`posts_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_carousel\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_carousel_order_idx\` ON \`posts_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_carousel_parent_id_idx\` ON \`posts_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_carousel_path_idx\` ON \`posts_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_video_order_idx\` ON \`posts_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_video_parent_id_idx\` ON \`posts_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_video_path_idx\` ON \`posts_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`address\` text,
  	\`zoom\` numeric DEFAULT 15,
  	\`height\` numeric DEFAULT 300,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_order_idx\` ON \`posts_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_parent_id_idx\` ON \`posts_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_map_path_idx\` ON \`posts_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_html_order_idx\` ON \`posts_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_html_parent_id_idx\` ON \`posts_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_html_path_idx\` ON \`posts_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_tabs_items_order_idx\` ON \`posts_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_tabs_items_parent_id_idx\` ON \`posts_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`active_item_index\` numeric,
  	\`instant\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_tabs_order_idx\` ON \`posts_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_tabs_parent_id_idx\` ON \`posts_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_tabs_path_idx\` ON \`posts_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_posts_loop\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_posts_loop_order_idx\` ON \`posts_blocks_posts_loop\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_posts_loop_parent_id_idx\` ON \`posts_blocks_posts_loop\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_posts_loop_path_idx\` ON \`posts_blocks_posts_loop\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_posts_loop_category_idx\` ON \`posts_blocks_posts_loop\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_share_buttons_networks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts_blocks_share_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_share_buttons_networks_order_idx\` ON \`posts_blocks_share_buttons_networks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_share_buttons_networks_parent_idx\` ON \`posts_blocks_share_buttons_networks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_share_buttons_counts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`count\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_share_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_share_buttons_counts_order_idx\` ON \`posts_blocks_share_buttons_counts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_share_buttons_counts_parent_id_idx\` ON \`posts_blocks_share_buttons_counts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_share_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Compartir',
  	\`view\` text DEFAULT 'icon-text',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_share_buttons_order_idx\` ON \`posts_blocks_share_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_share_buttons_parent_id_idx\` ON \`posts_blocks_share_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_share_buttons_path_idx\` ON \`posts_blocks_share_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_payment_button\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_payment_button_order_idx\` ON \`posts_blocks_payment_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_payment_button_parent_id_idx\` ON \`posts_blocks_payment_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_payment_button_path_idx\` ON \`posts_blocks_payment_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_payment_button_success_page_idx\` ON \`posts_blocks_payment_button\` (\`success_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_payment_button_cancel_page_idx\` ON \`posts_blocks_payment_button\` (\`cancel_page_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_progress_tracker\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_progress_tracker_order_idx\` ON \`posts_blocks_progress_tracker\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_progress_tracker_parent_id_idx\` ON \`posts_blocks_progress_tracker\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_progress_tracker_path_idx\` ON \`posts_blocks_progress_tracker\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_columns_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`width\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_columns_columns_order_idx\` ON \`posts_blocks_columns_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_columns_columns_parent_id_idx\` ON \`posts_blocks_columns_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_columns_order_idx\` ON \`posts_blocks_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_columns_parent_id_idx\` ON \`posts_blocks_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_columns_path_idx\` ON \`posts_blocks_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`width\` text DEFAULT 'boxed',
  	\`background_id\` integer,
  	\`tone\` text DEFAULT 'light',
  	\`anchor\` text,
  	\`background_color\` text,
  	\`padding_top\` numeric,
  	\`padding_right\` numeric,
  	\`padding_bottom\` numeric,
  	\`padding_left\` numeric,
  	\`shape_top_shape\` text,
  	\`shape_top_color\` text,
  	\`shape_top_width\` numeric DEFAULT 100,
  	\`shape_top_height\` numeric,
  	\`shape_top_flip\` integer,
  	\`shape_top_negative\` integer,
  	\`shape_top_above_content\` integer,
  	\`shape_bottom_shape\` text,
  	\`shape_bottom_color\` text,
  	\`shape_bottom_width\` numeric DEFAULT 100,
  	\`shape_bottom_height\` numeric,
  	\`shape_bottom_flip\` integer,
  	\`shape_bottom_negative\` integer,
  	\`shape_bottom_above_content\` integer,
  	\`motion_translate_y\` text DEFAULT 'none',
  	\`motion_speed\` numeric DEFAULT 4,
  	\`motion_opacity\` text DEFAULT 'none',
  	\`motion_scale\` text DEFAULT 'none',
  	\`sticky_position\` text DEFAULT 'none',
  	\`sticky_offset\` numeric DEFAULT 0,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_section_order_idx\` ON \`posts_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_section_parent_id_idx\` ON \`posts_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_section_path_idx\` ON \`posts_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_section_background_idx\` ON \`posts_blocks_section\` (\`background_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_section_motion_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_section_motion_devices_order_idx\` ON \`_posts_v_blocks_section_motion_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_section_motion_devices_parent_idx\` ON \`_posts_v_blocks_section_motion_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_section_sticky_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_section_sticky_devices_order_idx\` ON \`_posts_v_blocks_section_sticky_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_section_sticky_devices_parent_idx\` ON \`_posts_v_blocks_section_sticky_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`level\` text DEFAULT '2',
  	\`align\` text DEFAULT 'left',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_heading_order_idx\` ON \`_posts_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_heading_parent_id_idx\` ON \`_posts_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_heading_path_idx\` ON \`_posts_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`body\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_rich_text_order_idx\` ON \`_posts_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_rich_text_parent_id_idx\` ON \`_posts_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_rich_text_path_idx\` ON \`_posts_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_order_idx\` ON \`_posts_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_parent_id_idx\` ON \`_posts_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_path_idx\` ON \`_posts_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_image_idx\` ON \`_posts_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_order_idx\` ON \`_posts_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_parent_id_idx\` ON \`_posts_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_gallery_path_idx\` ON \`_posts_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`action\` text DEFAULT 'link',
  	\`href\` text,
  	\`image_id\` integer,
  	\`video\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_button_order_idx\` ON \`_posts_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_button_parent_id_idx\` ON \`_posts_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_button_path_idx\` ON \`_posts_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_button_image_idx\` ON \`_posts_v_blocks_button\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'm',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_spacer_order_idx\` ON \`_posts_v_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_spacer_parent_id_idx\` ON \`_posts_v_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_spacer_path_idx\` ON \`_posts_v_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_contact_form_order_idx\` ON \`_posts_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_contact_form_parent_id_idx\` ON \`_posts_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_contact_form_path_idx\` ON \`_posts_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_contact_form_form_idx\` ON \`_posts_v_blocks_contact_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_legal_notice\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_legal_notice_order_idx\` ON \`_posts_v_blocks_legal_notice\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_legal_notice_parent_id_idx\` ON \`_posts_v_blocks_legal_notice\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_legal_notice_path_idx\` ON \`_posts_v_blocks_legal_notice\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_cookie_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_button\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cookie_table_order_idx\` ON \`_posts_v_blocks_cookie_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cookie_table_parent_id_idx\` ON \`_posts_v_blocks_cookie_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_cookie_table_path_idx\` ON \`_posts_v_blocks_cookie_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_carousel_slides\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_carousel_slides_order_idx\` ON \`_posts_v_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_carousel_slides_parent_id_idx\` ON \`_posts_v_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_carousel_slides_image_idx\` ON \`_posts_v_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_carousel\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_carousel_order_idx\` ON \`_posts_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_carousel_parent_id_idx\` ON \`_posts_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_carousel_path_idx\` ON \`_posts_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_video_order_idx\` ON \`_posts_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_video_parent_id_idx\` ON \`_posts_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_video_path_idx\` ON \`_posts_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text,
  	\`zoom\` numeric DEFAULT 15,
  	\`height\` numeric DEFAULT 300,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_order_idx\` ON \`_posts_v_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_parent_id_idx\` ON \`_posts_v_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_map_path_idx\` ON \`_posts_v_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_html_order_idx\` ON \`_posts_v_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_html_parent_id_idx\` ON \`_posts_v_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_html_path_idx\` ON \`_posts_v_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_tabs_items_order_idx\` ON \`_posts_v_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_tabs_items_parent_id_idx\` ON \`_posts_v_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`active_item_index\` numeric,
  	\`instant\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_tabs_order_idx\` ON \`_posts_v_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_tabs_parent_id_idx\` ON \`_posts_v_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_tabs_path_idx\` ON \`_posts_v_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_posts_loop\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_posts_loop_order_idx\` ON \`_posts_v_blocks_posts_loop\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_posts_loop_parent_id_idx\` ON \`_posts_v_blocks_posts_loop\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_posts_loop_path_idx\` ON \`_posts_v_blocks_posts_loop\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_posts_loop_category_idx\` ON \`_posts_v_blocks_posts_loop\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_share_buttons_networks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v_blocks_share_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_share_buttons_networks_order_idx\` ON \`_posts_v_blocks_share_buttons_networks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_share_buttons_networks_parent_idx\` ON \`_posts_v_blocks_share_buttons_networks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_share_buttons_counts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`count\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_share_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_share_buttons_counts_order_idx\` ON \`_posts_v_blocks_share_buttons_counts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_share_buttons_counts_parent_id_idx\` ON \`_posts_v_blocks_share_buttons_counts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_share_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Compartir',
  	\`view\` text DEFAULT 'icon-text',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_share_buttons_order_idx\` ON \`_posts_v_blocks_share_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_share_buttons_parent_id_idx\` ON \`_posts_v_blocks_share_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_share_buttons_path_idx\` ON \`_posts_v_blocks_share_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_payment_button\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_payment_button_order_idx\` ON \`_posts_v_blocks_payment_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_payment_button_parent_id_idx\` ON \`_posts_v_blocks_payment_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_payment_button_path_idx\` ON \`_posts_v_blocks_payment_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_payment_button_success_page_idx\` ON \`_posts_v_blocks_payment_button\` (\`success_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_payment_button_cancel_page_idx\` ON \`_posts_v_blocks_payment_button\` (\`cancel_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_progress_tracker\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_progress_tracker_order_idx\` ON \`_posts_v_blocks_progress_tracker\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_progress_tracker_parent_id_idx\` ON \`_posts_v_blocks_progress_tracker\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_progress_tracker_path_idx\` ON \`_posts_v_blocks_progress_tracker\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_columns_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`width\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_columns_columns_order_idx\` ON \`_posts_v_blocks_columns_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_columns_columns_parent_id_idx\` ON \`_posts_v_blocks_columns_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_columns_order_idx\` ON \`_posts_v_blocks_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_columns_parent_id_idx\` ON \`_posts_v_blocks_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_columns_path_idx\` ON \`_posts_v_blocks_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`width\` text DEFAULT 'boxed',
  	\`background_id\` integer,
  	\`tone\` text DEFAULT 'light',
  	\`anchor\` text,
  	\`background_color\` text,
  	\`padding_top\` numeric,
  	\`padding_right\` numeric,
  	\`padding_bottom\` numeric,
  	\`padding_left\` numeric,
  	\`shape_top_shape\` text,
  	\`shape_top_color\` text,
  	\`shape_top_width\` numeric DEFAULT 100,
  	\`shape_top_height\` numeric,
  	\`shape_top_flip\` integer,
  	\`shape_top_negative\` integer,
  	\`shape_top_above_content\` integer,
  	\`shape_bottom_shape\` text,
  	\`shape_bottom_color\` text,
  	\`shape_bottom_width\` numeric DEFAULT 100,
  	\`shape_bottom_height\` numeric,
  	\`shape_bottom_flip\` integer,
  	\`shape_bottom_negative\` integer,
  	\`shape_bottom_above_content\` integer,
  	\`motion_translate_y\` text DEFAULT 'none',
  	\`motion_speed\` numeric DEFAULT 4,
  	\`motion_opacity\` text DEFAULT 'none',
  	\`motion_scale\` text DEFAULT 'none',
  	\`sticky_position\` text DEFAULT 'none',
  	\`sticky_offset\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_section_order_idx\` ON \`_posts_v_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_section_parent_id_idx\` ON \`_posts_v_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_section_path_idx\` ON \`_posts_v_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_section_background_idx\` ON \`_posts_v_blocks_section\` (\`background_id\`);`)
  await db.run(sql`CREATE TABLE \`authors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`wp_login\` text,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`authors_wp_login_idx\` ON \`authors\` (\`wp_login\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`authors_slug_idx\` ON \`authors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`authors_updated_at_idx\` ON \`authors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authors_created_at_idx\` ON \`authors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`media_texts_order_parent\` ON \`media_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_texts_text_idx\` ON \`media_texts\` (\`text\`);`)
  await db.run(sql`CREATE TABLE \`wordpress_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text NOT NULL,
  	\`status\` text DEFAULT 'done' NOT NULL,
  	\`finished_at\` text,
  	\`progress\` text,
  	\`report\` text,
  	\`error\` text,
  	\`written\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`wordpress_imports_source_idx\` ON \`wordpress_imports\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`wordpress_imports_updated_at_idx\` ON \`wordpress_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`wordpress_imports_created_at_idx\` ON \`wordpress_imports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hide_title\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hide_title\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`legacy_path\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`byline_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_legacy_path_idx\` ON \`posts\` (\`legacy_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_byline_idx\` ON \`posts\` (\`byline_id\`);`)
  await db.run(sql`ALTER TABLE \`posts_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_rels_media_id_idx\` ON \`posts_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_legacy_path\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_byline_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_legacy_path_idx\` ON \`_posts_v\` (\`version_legacy_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_byline_idx\` ON \`_posts_v\` (\`version_byline_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_media_id_idx\` ON \`_posts_v_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`comments\` ADD \`by_post_author\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`parent_id\` integer REFERENCES categories(id);`)
  await db.run(sql`CREATE INDEX \`categories_parent_idx\` ON \`categories\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`wordpress_imports_id\` integer REFERENCES wordpress_imports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wordpress_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`wordpress_imports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_section_motion_devices\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_section_sticky_devices\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_legal_notice\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_cookie_table\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_posts_loop\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_share_buttons_networks\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_share_buttons_counts\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_share_buttons\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_payment_button\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_progress_tracker\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_columns_columns\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_columns\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_section_motion_devices\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_section_sticky_devices\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_legal_notice\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_cookie_table\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_posts_loop\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_share_buttons_networks\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_share_buttons_counts\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_share_buttons\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_payment_button\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_progress_tracker\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_columns_columns\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_columns\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`authors\`;`)
  await db.run(sql`DROP TABLE \`media_texts\`;`)
  await db.run(sql`DROP TABLE \`wordpress_imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`featured_image_id\` integer,
  	\`excerpt\` text,
  	\`content\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`published_at\` text,
  	\`author_id\` integer,
  	\`comments_open\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "featured_image_id", "excerpt", "content", "meta_title", "meta_description", "meta_image_id", "slug", "published_at", "author_id", "comments_open", "updated_at", "created_at", "_status") SELECT "id", "title", "featured_image_id", "excerpt", "content", "meta_title", "meta_description", "meta_image_id", "slug", "published_at", "author_id", "comments_open", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`posts_featured_image_idx\` ON \`posts\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_rels\`("id", "order", "parent_id", "path", "categories_id") SELECT "id", "order", "parent_id", "path", "categories_id" FROM \`posts_rels\`;`)
  await db.run(sql`DROP TABLE \`posts_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_rels\` RENAME TO \`posts_rels\`;`)
  await db.run(sql`CREATE INDEX \`posts_rels_order_idx\` ON \`posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_parent_idx\` ON \`posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_path_idx\` ON \`posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_categories_id_idx\` ON \`posts_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_featured_image_id\` integer,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_author_id\` integer,
  	\`version_comments_open\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_title", "version_featured_image_id", "version_excerpt", "version_content", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_published_at", "version_author_id", "version_comments_open", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_featured_image_id", "version_excerpt", "version_content", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_published_at", "version_author_id", "version_comments_open", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_featured_image_idx\` ON \`_posts_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_idx\` ON \`_posts_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v_rels\`("id", "order", "parent_id", "path", "categories_id") SELECT "id", "order", "parent_id", "path", "categories_id" FROM \`_posts_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v_rels\` RENAME TO \`_posts_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_order_idx\` ON \`_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_parent_idx\` ON \`_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_path_idx\` ON \`_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_categories_id_idx\` ON \`_posts_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories\`("id", "name", "slug", "description", "updated_at", "created_at") SELECT "id", "name", "slug", "description", "updated_at", "created_at" FROM \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`comments_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`submission_files_id\` integer,
  	\`outbox_id\` integer,
  	\`captcha_spent_id\` integer,
  	\`consent_records_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comments_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_spent_id\`) REFERENCES \`captcha_spent\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "comments_id", "categories_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "outbox_id", "captcha_spent_id", "consent_records_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "comments_id", "categories_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "outbox_id", "captcha_spent_id", "consent_records_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_spent_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_spent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hide_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hide_title\`;`)
  await db.run(sql`ALTER TABLE \`comments\` DROP COLUMN \`by_post_author\`;`)
}
