import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`form_title\` text,
  	\`name\` text,
  	\`email\` text,
  	\`summary\` text,
  	\`fields\` text,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`mail_status\` text DEFAULT 'queued',
  	\`page_url\` text,
  	\`container_post\` numeric,
  	\`remote_ip\` text,
  	\`user_agent\` text,
  	\`posted_data_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_submissions\`("id", "form_id", "form_title", "name", "email", "summary", "fields", "status", "mail_status", "page_url", "container_post", "remote_ip", "user_agent", "posted_data_hash", "updated_at", "created_at") SELECT "id", "form_id", "form_title", "name", "email", "summary", "fields", "status", "mail_status", "page_url", "container_post", "remote_ip", "user_agent", "posted_data_hash", "updated_at", "created_at" FROM \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_submissions\` RENAME TO \`form_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_posted_data_hash_idx\` ON \`form_submissions\` (\`posted_data_hash\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`pages_wordpress_id_idx\` ON \`pages\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_wordpress_id_idx\` ON \`_pages_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`posts_wordpress_id_idx\` ON \`posts\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_wordpress_id_idx\` ON \`_posts_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`comments\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`comments_wordpress_id_idx\` ON \`comments\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`media_wordpress_id_idx\` ON \`media\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`forms_wordpress_id_idx\` ON \`forms\` (\`wordpress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`posts_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`comments_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`comments\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`media_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`forms_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`form_title\` text,
  	\`name\` text,
  	\`email\` text,
  	\`summary\` text,
  	\`fields\` text,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`mail_status\` text DEFAULT 'queued',
  	\`page_url\` text,
  	\`container_post\` numeric,
  	\`remote_ip\` text,
  	\`user_agent\` text,
  	\`posted_data_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_submissions\`("id", "form_id", "form_title", "name", "email", "summary", "fields", "status", "mail_status", "page_url", "container_post", "remote_ip", "user_agent", "posted_data_hash", "updated_at", "created_at") SELECT "id", "form_id", "form_title", "name", "email", "summary", "fields", "status", "mail_status", "page_url", "container_post", "remote_ip", "user_agent", "posted_data_hash", "updated_at", "created_at" FROM \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_submissions\` RENAME TO \`form_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_posted_data_hash_idx\` ON \`form_submissions\` (\`posted_data_hash\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
}
