import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_role" ADD VALUE 'support';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAccountEmail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAccountEmail' BEFORE 'createCollectionExport';
  CREATE TABLE "provisioning_callbacks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"callback_id" varchar NOT NULL,
  	"instance_id" varchar NOT NULL,
  	"sequence" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "verification_issued_at" timestamp(3) with time zone;
  ALTER TABLE "engine_instances" ADD COLUMN "callback_sequence" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "provisioning_callbacks_id" integer;
  CREATE UNIQUE INDEX "provisioning_callbacks_callback_id_idx" ON "provisioning_callbacks" USING btree ("callback_id");
  CREATE INDEX "provisioning_callbacks_instance_id_idx" ON "provisioning_callbacks" USING btree ("instance_id");
  CREATE INDEX "provisioning_callbacks_updated_at_idx" ON "provisioning_callbacks" USING btree ("updated_at");
  CREATE INDEX "provisioning_callbacks_created_at_idx" ON "provisioning_callbacks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_provisioning_callbacks_fk" FOREIGN KEY ("provisioning_callbacks_id") REFERENCES "public"."provisioning_callbacks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_provisioning_callbacks_id_idx" ON "payload_locked_documents_rels" USING btree ("provisioning_callbacks_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  ALTER TABLE "customers" DROP COLUMN "login_attempts";
  ALTER TABLE "customers" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "provisioning_callbacks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "provisioning_callbacks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_provisioning_callbacks_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifySubmission', 'sendNewsletterOptIn', 'formsRetention', 'provisionInstance', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifySubmission', 'sendNewsletterOptIn', 'formsRetention', 'provisionInstance', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_provisioning_callbacks_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "customers" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "customers" DROP COLUMN "verification_issued_at";
  ALTER TABLE "engine_instances" DROP COLUMN "callback_sequence";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "provisioning_callbacks_id";`)
}
