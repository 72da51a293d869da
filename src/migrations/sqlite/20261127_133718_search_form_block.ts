import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_search_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Buscar en el sitio',
  	\`placeholder\` text,
  	\`button_text\` text DEFAULT 'Buscar',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_form_order_idx\` ON \`pages_blocks_search_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_form_parent_id_idx\` ON \`pages_blocks_search_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_form_path_idx\` ON \`pages_blocks_search_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_search_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Buscar en el sitio',
  	\`placeholder\` text,
  	\`button_text\` text DEFAULT 'Buscar',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_form_order_idx\` ON \`_pages_v_blocks_search_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_form_parent_id_idx\` ON \`_pages_v_blocks_search_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_form_path_idx\` ON \`_pages_v_blocks_search_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_search_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Buscar en el sitio',
  	\`placeholder\` text,
  	\`button_text\` text DEFAULT 'Buscar',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_search_form_order_idx\` ON \`posts_blocks_search_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_search_form_parent_id_idx\` ON \`posts_blocks_search_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_search_form_path_idx\` ON \`posts_blocks_search_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_search_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Buscar en el sitio',
  	\`placeholder\` text,
  	\`button_text\` text DEFAULT 'Buscar',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_search_form_order_idx\` ON \`_posts_v_blocks_search_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_search_form_parent_id_idx\` ON \`_posts_v_blocks_search_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_search_form_path_idx\` ON \`_posts_v_blocks_search_form\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_search_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_search_form\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_search_form\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_search_form\`;`)
}
