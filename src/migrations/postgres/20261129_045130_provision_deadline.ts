import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "engine_instances" ADD COLUMN "pending_since" timestamp(3) with time zone;
  CREATE INDEX "engine_instances_pending_since_idx" ON "engine_instances" USING btree ("pending_since");`)
  // Launches and deletions under way before the deadline existed count from their last change.
  await db.execute(
    sql`UPDATE "engine_instances" SET "pending_since" = "updated_at" WHERE "status" IN ('provisioning', 'deleting');`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "engine_instances_pending_since_idx";
  ALTER TABLE "engine_instances" DROP COLUMN "pending_since";`)
}
