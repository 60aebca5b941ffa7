import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_engine_instances_default_language" AS ENUM('de-CH', 'en', 'fr', 'it');
  ALTER TABLE "engine_instances" ADD COLUMN "default_language" "enum_engine_instances_default_language" DEFAULT 'de-CH';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "engine_instances" DROP COLUMN "default_language";
  DROP TYPE "public"."enum_engine_instances_default_language";`)
}
