import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_form_idx\` ON \`pages_blocks_contact_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_order_idx\` ON \`_pages_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_parent_id_idx\` ON \`_pages_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_path_idx\` ON \`_pages_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_form_idx\` ON \`_pages_v_blocks_contact_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_after_submit_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_after_submit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_after_submit_fields_order_idx\` ON \`forms_after_submit_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_after_submit_fields_parent_id_idx\` ON \`forms_after_submit_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_after_submit\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'popup' NOT NULL,
  	\`popup_title\` text,
  	\`popup_body\` text,
  	\`url\` text,
  	\`delay\` numeric DEFAULT 0,
  	\`method\` text DEFAULT 'post',
  	\`paypal_business\` text,
  	\`paypal_item\` text,
  	\`paypal_amount\` numeric,
  	\`paypal_currency\` text DEFAULT 'EUR',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_after_submit_order_idx\` ON \`forms_after_submit\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_after_submit_parent_id_idx\` ON \`forms_after_submit\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`form_title\` text,
  	\`name\` text,
  	\`email\` text,
  	\`summary\` text,
  	\`fields\` text,
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
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_posted_data_hash_idx\` ON \`form_submissions\` (\`posted_data_hash\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`submission_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_order_idx\` ON \`form_submissions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_parent_idx\` ON \`form_submissions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_path_idx\` ON \`form_submissions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_submission_files_id_idx\` ON \`form_submissions_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE TABLE \`submission_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`prefix\` text DEFAULT 'submissions',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`submission_files_updated_at_idx\` ON \`submission_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`submission_files_created_at_idx\` ON \`submission_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`submission_files_filename_idx\` ON \`submission_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text NOT NULL,
  	\`sent_at\` text,
  	\`lease_until\` text,
  	\`last_error\` text,
  	\`smtp_response\` text,
  	\`from\` text NOT NULL,
  	\`reply_to\` text,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`attachments\` text,
  	\`message_id\` text NOT NULL,
  	\`source_kind\` text,
  	\`source_document_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_status_idx\` ON \`outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outbox_next_attempt_at_idx\` ON \`outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`outbox_message_id_idx\` ON \`outbox\` (\`message_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_texts_order_parent\` ON \`outbox_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`captcha_spent\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`captcha_spent_token_idx\` ON \`captcha_spent\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`captcha_spent_expires_at_idx\` ON \`captcha_spent\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`captcha_spent_updated_at_idx\` ON \`captcha_spent\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`captcha_spent_created_at_idx\` ON \`captcha_spent\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`acceptance_as_validation\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`mail_recipient\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`mail_sender\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`mail_subject\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`mail_additional_headers\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`mail_body\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`mail_attachments\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`mail_use_html\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`mail_exclude_blank\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`auto_reply_active\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`auto_reply_recipient\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`auto_reply_sender\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`auto_reply_subject\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`auto_reply_additional_headers\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`auto_reply_body\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`auto_reply_attachments\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`auto_reply_use_html\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`auto_reply_exclude_blank\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_mail_sent_ok\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_mail_sent_ng\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_validation_error\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_spam\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_accept_terms\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_invalid_required\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_invalid_too_long\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_invalid_too_short\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_upload_failed\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_upload_file_type_invalid\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_upload_file_too_large\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_upload_failed_php_error\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_invalid_date\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_date_too_early\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_date_too_late\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_invalid_number\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_number_too_small\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_number_too_large\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_quiz_answer_not_correct\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_captcha_not_match\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_invalid_email\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_invalid_url\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_invalid_tel\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_undefined_value\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`messages_too_many_items\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`script\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`api_url\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_submissions_id\` integer REFERENCES form_submissions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`submission_files_id\` integer REFERENCES submission_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_id\` integer REFERENCES outbox(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`captcha_spent_id\` integer REFERENCES captcha_spent(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_spent_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_spent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`submission_retention_months\` numeric DEFAULT 12 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`captcha_provider\` text DEFAULT 'altcha';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`captcha_site_key\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`captcha_secret_key\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`form_scripts\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`forms_after_submit_fields\`;`)
  await db.run(sql`DROP TABLE \`forms_after_submit\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_rels\`;`)
  await db.run(sql`DROP TABLE \`submission_files\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`DROP TABLE \`outbox_texts\`;`)
  await db.run(sql`DROP TABLE \`captcha_spent\`;`)
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
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "forms_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "forms_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`acceptance_as_validation\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`mail_recipient\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`mail_sender\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`mail_subject\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`mail_additional_headers\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`mail_body\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`mail_attachments\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`mail_use_html\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`mail_exclude_blank\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`auto_reply_active\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`auto_reply_recipient\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`auto_reply_sender\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`auto_reply_subject\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`auto_reply_additional_headers\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`auto_reply_body\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`auto_reply_attachments\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`auto_reply_use_html\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`auto_reply_exclude_blank\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_mail_sent_ok\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_mail_sent_ng\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_validation_error\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_spam\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_accept_terms\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_invalid_required\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_invalid_too_long\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_invalid_too_short\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_upload_failed\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_upload_file_type_invalid\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_upload_file_too_large\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_upload_failed_php_error\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_invalid_date\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_date_too_early\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_date_too_late\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_invalid_number\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_number_too_small\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_number_too_large\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_quiz_answer_not_correct\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_captcha_not_match\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_invalid_email\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_invalid_url\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_invalid_tel\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_undefined_value\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`messages_too_many_items\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`script\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`api_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`submission_retention_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`captcha_provider\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`captcha_site_key\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`captcha_secret_key\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`form_scripts\`;`)
}
