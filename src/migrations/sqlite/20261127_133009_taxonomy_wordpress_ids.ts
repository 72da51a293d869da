import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`authors\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`authors_wordpress_id_idx\` ON \`authors\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`categories_wordpress_id_idx\` ON \`categories\` (\`wordpress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`authors_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`authors\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`categories_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`wordpress_id\`;`)
}
