import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_section_shape_top_shape" AS ENUM('mountains', 'drops', 'clouds', 'zigzag', 'pyramids', 'triangle', 'triangle-asymmetrical', 'tilt', 'opacity-tilt', 'opacity-fan', 'curve', 'curve-asymmetrical', 'waves', 'wave-brush', 'waves-pattern', 'arrow', 'split', 'book');
  CREATE TYPE "public"."enum_pages_blocks_section_shape_bottom_shape" AS ENUM('mountains', 'drops', 'clouds', 'zigzag', 'pyramids', 'triangle', 'triangle-asymmetrical', 'tilt', 'opacity-tilt', 'opacity-fan', 'curve', 'curve-asymmetrical', 'waves', 'wave-brush', 'waves-pattern', 'arrow', 'split', 'book');
  CREATE TYPE "public"."enum__pages_v_blocks_section_shape_top_shape" AS ENUM('mountains', 'drops', 'clouds', 'zigzag', 'pyramids', 'triangle', 'triangle-asymmetrical', 'tilt', 'opacity-tilt', 'opacity-fan', 'curve', 'curve-asymmetrical', 'waves', 'wave-brush', 'waves-pattern', 'arrow', 'split', 'book');
  CREATE TYPE "public"."enum__pages_v_blocks_section_shape_bottom_shape" AS ENUM('mountains', 'drops', 'clouds', 'zigzag', 'pyramids', 'triangle', 'triangle-asymmetrical', 'tilt', 'opacity-tilt', 'opacity-fan', 'curve', 'curve-asymmetrical', 'waves', 'wave-brush', 'waves-pattern', 'arrow', 'split', 'book');
  ALTER TABLE "pages_blocks_columns_columns" ADD COLUMN "width" numeric;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "background_color" varchar;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "padding_top" numeric;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "padding_right" numeric;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "padding_bottom" numeric;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "padding_left" numeric;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_top_shape" "enum_pages_blocks_section_shape_top_shape";
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_top_color" varchar;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_top_width" numeric DEFAULT 100;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_top_height" numeric;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_top_flip" boolean;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_top_negative" boolean;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_top_above_content" boolean;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_bottom_shape" "enum_pages_blocks_section_shape_bottom_shape";
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_bottom_color" varchar;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_bottom_width" numeric DEFAULT 100;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_bottom_height" numeric;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_bottom_flip" boolean;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_bottom_negative" boolean;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "shape_bottom_above_content" boolean;
  ALTER TABLE "_pages_v_blocks_columns_columns" ADD COLUMN "width" numeric;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "background_color" varchar;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "padding_top" numeric;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "padding_right" numeric;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "padding_bottom" numeric;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "padding_left" numeric;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_top_shape" "enum__pages_v_blocks_section_shape_top_shape";
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_top_color" varchar;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_top_width" numeric DEFAULT 100;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_top_height" numeric;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_top_flip" boolean;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_top_negative" boolean;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_top_above_content" boolean;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_bottom_shape" "enum__pages_v_blocks_section_shape_bottom_shape";
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_bottom_color" varchar;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_bottom_width" numeric DEFAULT 100;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_bottom_height" numeric;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_bottom_flip" boolean;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_bottom_negative" boolean;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "shape_bottom_above_content" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_columns_columns" DROP COLUMN "width";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "background_color";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "padding_top";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "padding_right";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "padding_bottom";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "padding_left";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_top_shape";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_top_color";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_top_width";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_top_height";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_top_flip";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_top_negative";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_top_above_content";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_bottom_shape";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_bottom_color";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_bottom_width";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_bottom_height";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_bottom_flip";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_bottom_negative";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "shape_bottom_above_content";
  ALTER TABLE "_pages_v_blocks_columns_columns" DROP COLUMN "width";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "background_color";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "padding_top";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "padding_right";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "padding_bottom";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "padding_left";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_top_shape";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_top_color";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_top_width";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_top_height";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_top_flip";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_top_negative";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_top_above_content";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_bottom_shape";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_bottom_color";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_bottom_width";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_bottom_height";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_bottom_flip";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_bottom_negative";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "shape_bottom_above_content";
  DROP TYPE "public"."enum_pages_blocks_section_shape_top_shape";
  DROP TYPE "public"."enum_pages_blocks_section_shape_bottom_shape";
  DROP TYPE "public"."enum__pages_v_blocks_section_shape_top_shape";
  DROP TYPE "public"."enum__pages_v_blocks_section_shape_bottom_shape";`)
}
