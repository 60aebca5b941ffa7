import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "two_step_factors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account" varchar NOT NULL,
  	"secret" varchar,
  	"enabled_at" timestamp(3) with time zone,
  	"pending_secret" varchar,
  	"pending_since" timestamp(3) with time zone,
  	"last_step" numeric,
  	"recovery_codes" jsonb,
  	"ticket_hash" varchar,
  	"ticket_issued_at" numeric,
  	"ticket_failures" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_sign_in" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"require_second_factor" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "two_step_factors_id" integer;
  CREATE UNIQUE INDEX "two_step_factors_account_idx" ON "two_step_factors" USING btree ("account");
  CREATE INDEX "two_step_factors_updated_at_idx" ON "two_step_factors" USING btree ("updated_at");
  CREATE INDEX "two_step_factors_created_at_idx" ON "two_step_factors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_two_step_factors_fk" FOREIGN KEY ("two_step_factors_id") REFERENCES "public"."two_step_factors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_two_step_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("two_step_factors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "two_step_factors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_sign_in" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "two_step_factors" CASCADE;
  DROP TABLE "staff_sign_in" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_two_step_factors_fk";
  
  DROP INDEX "payload_locked_documents_rels_two_step_factors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "two_step_factors_id";`)
}
