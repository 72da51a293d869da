import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_studio_details_show\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_studio_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_studio_details_show_order_idx\` ON \`pages_blocks_studio_details_show\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_studio_details_show_parent_idx\` ON \`pages_blocks_studio_details_show\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_studio_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_labels\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_studio_details_order_idx\` ON \`pages_blocks_studio_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_studio_details_parent_id_idx\` ON \`pages_blocks_studio_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_studio_details_path_idx\` ON \`pages_blocks_studio_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_studio_details_show\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_studio_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_studio_details_show_order_idx\` ON \`_pages_v_blocks_studio_details_show\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_studio_details_show_parent_idx\` ON \`_pages_v_blocks_studio_details_show\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_studio_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_labels\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_studio_details_order_idx\` ON \`_pages_v_blocks_studio_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_studio_details_parent_id_idx\` ON \`_pages_v_blocks_studio_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_studio_details_path_idx\` ON \`_pages_v_blocks_studio_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_studio_details_show\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts_blocks_studio_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_studio_details_show_order_idx\` ON \`posts_blocks_studio_details_show\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_studio_details_show_parent_idx\` ON \`posts_blocks_studio_details_show\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_studio_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_labels\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_studio_details_order_idx\` ON \`posts_blocks_studio_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_studio_details_parent_id_idx\` ON \`posts_blocks_studio_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_studio_details_path_idx\` ON \`posts_blocks_studio_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_studio_details_show\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v_blocks_studio_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_studio_details_show_order_idx\` ON \`_posts_v_blocks_studio_details_show\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_studio_details_show_parent_idx\` ON \`_posts_v_blocks_studio_details_show\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_studio_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_labels\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_studio_details_order_idx\` ON \`_posts_v_blocks_studio_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_studio_details_parent_id_idx\` ON \`_posts_v_blocks_studio_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_studio_details_path_idx\` ON \`_posts_v_blocks_studio_details\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_title\` text DEFAULT 'Usamos cookies' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_description\` text DEFAULT 'Usamos cookies técnicas para que la web funcione y, si nos das permiso, cookies analíticas y publicitarias. Puedes aceptarlas todas, rechazarlas o elegir cuáles permites.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_accept_all\` text DEFAULT 'Aceptar todo' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_reject_all\` text DEFAULT 'Rechazar todo' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_configure\` text DEFAULT 'Configurar' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_preferences_title\` text DEFAULT 'Configurar cookies' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_preferences_intro\` text DEFAULT 'Elige qué cookies permites, salvo las técnicas, que son necesarias. Puedes cambiar tu elección cuando quieras desde el enlace «Configurar cookies» del pie de página.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_save_preferences\` text DEFAULT 'Guardar mi elección' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_necessary_description\` text DEFAULT 'Hacen que la web funcione y recuerdan tu elección sobre las cookies. No necesitan tu consentimiento y no se pueden desactivar.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_analytics_description\` text DEFAULT 'Nos dicen, de forma agregada, cuántas personas visitan la web y qué páginas leen, para mejorarla. Solo se usan si las aceptas.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_banner_marketing_description\` text DEFAULT 'Miden la eficacia de nuestros anuncios y permiten mostrarte publicidad de nuestros servicios en otras webs. Solo se usan si las aceptas.' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_studio_details_show\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_studio_details\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_studio_details_show\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_studio_details\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_studio_details_show\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_studio_details\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_studio_details_show\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_studio_details\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_accept_all\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_reject_all\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_configure\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_preferences_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_preferences_intro\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_save_preferences\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_necessary_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_analytics_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_banner_marketing_description\`;`)
}
