import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_photos_storage_key_idx\` ON \`gallery_photos\` (\`storage_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`gallery_photos_storage_key_idx\`;`)
}
