import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`comments_spam_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`comments_spam_reasons_order_idx\` ON \`comments_spam_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`comments_spam_reasons_parent_idx\` ON \`comments_spam_reasons\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`post_id\` integer NOT NULL,
  	\`parent_id\` integer,
  	\`author_name\` text NOT NULL,
  	\`author_email\` text,
  	\`author_url\` text,
  	\`content\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`date\` text NOT NULL,
  	\`by_studio_id\` integer,
  	\`akismet\` text,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`signals\` text,
  	\`preview_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_studio_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`comments_post_idx\` ON \`comments\` (\`post_id\`);`)
  await db.run(sql`CREATE INDEX \`comments_parent_idx\` ON \`comments\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`comments_status_idx\` ON \`comments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`comments_date_idx\` ON \`comments\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`comments_by_studio_idx\` ON \`comments\` (\`by_studio_id\`);`)
  await db.run(sql`CREATE INDEX \`comments_preview_key_idx\` ON \`comments\` (\`preview_key\`);`)
  await db.run(sql`CREATE INDEX \`comments_updated_at_idx\` ON \`comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`comments_created_at_idx\` ON \`comments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_spam_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_spam_reasons_order_idx\` ON \`form_submissions_spam_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_spam_reasons_parent_idx\` ON \`form_submissions_spam_reasons\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`status\` text DEFAULT 'received' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`comments_id\` integer REFERENCES comments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`comment_moderation\` text DEFAULT 'known' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`comment_notify_email\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`comment_data_retention_months\` numeric DEFAULT 6 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`spam_blocklist\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`spam_max_links\` numeric DEFAULT 2 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`akismet_api_key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`comments_spam_reasons\`;`)
  await db.run(sql`DROP TABLE \`comments\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_spam_reasons\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`submission_files_id\` integer,
  	\`outbox_id\` integer,
  	\`captcha_spent_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_spent_id\`) REFERENCES \`captcha_spent\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "outbox_id", "captcha_spent_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "outbox_id", "captcha_spent_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_spent_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_spent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`form_submissions_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`comment_moderation\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`comment_notify_email\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`comment_data_retention_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`spam_blocklist\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`spam_max_links\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`akismet_api_key\`;`)
}
