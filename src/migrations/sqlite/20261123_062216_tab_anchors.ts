import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs_items\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs_items\` ADD \`anchor\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs_items\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs_items\` DROP COLUMN \`anchor\`;`)
}
