import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`legacy_category_base\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`legacy_tag_base\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`legacy_category_base\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`legacy_tag_base\`;`)
}
