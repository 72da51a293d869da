import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"template" varchar DEFAULT '<label> Tu nombre
      [text* your-name autocomplete:name] </label>
  
  <label> Tu correo electrónico
      [email* your-email autocomplete:email] </label>
  
  <label> Tu teléfono (opcional)
      [tel your-tel autocomplete:tel] </label>
  
  <label> Tipo de sesión
      [select session-type include_blank "Retrato" "Familia" "Embarazo y recién nacido" "Corporativa" "Book de fotos" "Otra"] </label>
  
  <label> Fecha preferida (opcional)
      [date preferred-date min:today] </label>
  
  <label> Tu mensaje
      [textarea* your-message] </label>
  
  [acceptance privacy] He leído y acepto la <a href="/politica-de-privacidad/">política de privacidad</a>: Revela Estudio usará mis datos solo para responder a mi consulta. [/acceptance]
  
  [submit "Enviar"]
  ' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "forms" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";`)
}
