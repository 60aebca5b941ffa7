import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_account_sessions_account_collection" AS ENUM('customers', 'users');
  CREATE TYPE "public"."enum_account_sessions_method" AS ENUM('password', 'passkey', 'totp', 'recoveryCode');
  CREATE TYPE "public"."enum_account_devices_account_collection" AS ENUM('customers', 'users');
  CREATE TABLE "account_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_collection" "enum_account_sessions_account_collection" NOT NULL,
  	"account_id" varchar NOT NULL,
  	"sid" varchar NOT NULL,
  	"method" "enum_account_sessions_method" NOT NULL,
  	"browser" varchar,
  	"os" varchar,
  	"device_type" varchar,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_collection" "enum_account_devices_account_collection" NOT NULL,
  	"account_id" varchar NOT NULL,
  	"device_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_devices_id" integer;
  CREATE INDEX "account_sessions_account_id_idx" ON "account_sessions" USING btree ("account_id");
  CREATE UNIQUE INDEX "account_sessions_sid_idx" ON "account_sessions" USING btree ("sid");
  CREATE INDEX "account_sessions_expires_at_idx" ON "account_sessions" USING btree ("expires_at");
  CREATE INDEX "account_sessions_updated_at_idx" ON "account_sessions" USING btree ("updated_at");
  CREATE INDEX "account_sessions_created_at_idx" ON "account_sessions" USING btree ("created_at");
  CREATE INDEX "account_devices_account_id_idx" ON "account_devices" USING btree ("account_id");
  CREATE UNIQUE INDEX "account_devices_device_hash_idx" ON "account_devices" USING btree ("device_hash");
  CREATE INDEX "account_devices_updated_at_idx" ON "account_devices" USING btree ("updated_at");
  CREATE INDEX "account_devices_created_at_idx" ON "account_devices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_sessions_fk" FOREIGN KEY ("account_sessions_id") REFERENCES "public"."account_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_devices_fk" FOREIGN KEY ("account_devices_id") REFERENCES "public"."account_devices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_account_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("account_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_account_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("account_devices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_devices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "account_sessions" CASCADE;
  DROP TABLE "account_devices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_devices_fk";
  
  DROP INDEX "payload_locked_documents_rels_account_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_devices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_devices_id";
  DROP TYPE "public"."enum_account_sessions_account_collection";
  DROP TYPE "public"."enum_account_sessions_method";
  DROP TYPE "public"."enum_account_devices_account_collection";`)
}
