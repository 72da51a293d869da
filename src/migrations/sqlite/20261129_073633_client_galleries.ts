import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`client_galleries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`client_name\` text NOT NULL,
  	\`client_email\` text NOT NULL,
  	\`client_phone\` text,
  	\`session_date\` text,
  	\`cover_id\` integer,
  	\`downloads\` text DEFAULT 'none' NOT NULL,
  	\`selection_limit\` numeric,
  	\`extra_photo_price\` numeric,
  	\`watermark\` text DEFAULT 'none' NOT NULL,
  	\`publication_consent_scope\` text DEFAULT 'none' NOT NULL,
  	\`publication_consent_is_minor\` integer DEFAULT false,
  	\`publication_consent_given_by\` text,
  	\`publication_consent_given_at\` text,
  	\`publication_consent_recorded_by_id\` integer,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`access_token\` text,
  	\`pin\` text,
  	\`selection_submitted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`gallery_photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`publication_consent_recorded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`client_galleries_cover_idx\` ON \`client_galleries\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`client_galleries_publication_consent_publication_consent_idx\` ON \`client_galleries\` (\`publication_consent_recorded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`client_galleries_status_idx\` ON \`client_galleries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`client_galleries_expires_at_idx\` ON \`client_galleries\` (\`expires_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`client_galleries_access_token_idx\` ON \`client_galleries\` (\`access_token\`);`)
  await db.run(sql`CREATE INDEX \`client_galleries_updated_at_idx\` ON \`client_galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`client_galleries_created_at_idx\` ON \`client_galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`gallery_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`gallery_id\` integer NOT NULL,
  	\`set\` text DEFAULT 'proofs' NOT NULL,
  	\`filename\` text NOT NULL,
  	\`bytes\` numeric,
  	\`crc32\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`mime_type\` text,
  	\`storage_key\` text,
  	\`state\` text DEFAULT 'pending' NOT NULL,
  	\`state_error\` text,
  	\`placeholder\` text,
  	\`taken_at\` text,
  	\`favourite\` integer DEFAULT false,
  	\`client_note\` text,
  	\`favourited_at\` text,
  	\`position\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`client_galleries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_photos_gallery_idx\` ON \`gallery_photos\` (\`gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_updated_at_idx\` ON \`gallery_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_created_at_idx\` ON \`gallery_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_set_position_idx\` ON \`gallery_photos\` (\`gallery_id\`,\`set\`,\`position\`);`)
  await db.run(sql`CREATE TABLE \`gallery_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`gallery_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`photo_id\` integer,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`client_galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`gallery_photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_events_gallery_idx\` ON \`gallery_events\` (\`gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_events_photo_idx\` ON \`gallery_events\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_events_updated_at_idx\` ON \`gallery_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_events_created_at_idx\` ON \`gallery_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`client_galleries_id\` integer REFERENCES client_galleries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gallery_photos_id\` integer REFERENCES gallery_photos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gallery_events_id\` integer REFERENCES gallery_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`client_galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_events_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`client_galleries\`;`)
  await db.run(sql`DROP TABLE \`gallery_photos\`;`)
  await db.run(sql`DROP TABLE \`gallery_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`authors_id\` integer,
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
  	\`wordpress_imports_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comments_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_spent_id\`) REFERENCES \`captcha_spent\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wordpress_imports_id\`) REFERENCES \`wordpress_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "authors_id", "comments_id", "categories_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "outbox_id", "captcha_spent_id", "consent_records_id", "users_id", "wordpress_imports_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "authors_id", "comments_id", "categories_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "outbox_id", "captcha_spent_id", "consent_records_id", "users_id", "wordpress_imports_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wordpress_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`wordpress_imports_id\`);`)
}
