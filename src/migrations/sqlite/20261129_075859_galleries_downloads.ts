import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`client_galleries\` ADD \`deletion_warned_at\` text;`)
  await db.run(sql`ALTER TABLE \`client_galleries\` ADD \`files_deleted_at\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_photos\` ADD \`web_bytes\` numeric;`)
  await db.run(sql`ALTER TABLE \`gallery_photos\` ADD \`web_crc32\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`client_galleries\` DROP COLUMN \`deletion_warned_at\`;`)
  await db.run(sql`ALTER TABLE \`client_galleries\` DROP COLUMN \`files_deleted_at\`;`)
  await db.run(sql`ALTER TABLE \`gallery_photos\` DROP COLUMN \`web_bytes\`;`)
  await db.run(sql`ALTER TABLE \`gallery_photos\` DROP COLUMN \`web_crc32\`;`)
}
