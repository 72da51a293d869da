import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`uploaded_name\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`taken_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`camera\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`lens\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`exposure\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`keywords\` text;`)
  await db.run(sql`CREATE INDEX \`media_taken_at_idx\` ON \`media\` (\`taken_at\`);`)
  await db.run(sql`CREATE INDEX \`media_camera_idx\` ON \`media\` (\`camera\`);`)
  await db.run(sql`CREATE INDEX \`media_lens_idx\` ON \`media\` (\`lens\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`strip_photo_privacy\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_taken_at_idx\`;`)
  await db.run(sql`DROP INDEX \`media_camera_idx\`;`)
  await db.run(sql`DROP INDEX \`media_lens_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`uploaded_name\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`taken_at\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`camera\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`lens\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`exposure\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`keywords\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`strip_photo_privacy\`;`)
}
