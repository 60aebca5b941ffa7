import * as migration_20261121_224442_initial from './20261121_224442_initial';
import * as migration_20261123_210555_access_and_abuse_limits from './20261123_210555_access_and_abuse_limits';
import * as migration_20261124_002330_trial_reminders_and_storage from './20261124_002330_trial_reminders_and_storage';
import * as migration_20261124_003212_admin_versions from './20261124_003212_admin_versions';
import * as migration_20261124_004642_leads_assignee_notes from './20261124_004642_leads_assignee_notes';
import * as migration_20261124_004708_engine_lifecycle from './20261124_004708_engine_lifecycle';
import * as migration_20261124_033419_customer_lifecycle_and_visuals from './20261124_033419_customer_lifecycle_and_visuals';
import * as migration_20261124_055534_code_sample_diagram from './20261124_055534_code_sample_diagram';
import * as migration_20261128_062426_locks from './20261128_062426_locks';
import * as migration_20261128_074424_translation_status from './20261128_074424_translation_status';
import * as migration_20261129_045130_provision_deadline from './20261129_045130_provision_deadline';
import * as migration_20261129_052218_edge_purge from './20261129_052218_edge_purge';
import * as migration_20261129_053722_api_tokens from './20261129_053722_api_tokens';
import * as migration_20261129_061438_engine_default_language from './20261129_061438_engine_default_language';
import * as migration_20261129_080349_account_sessions from './20261129_080349_account_sessions';
import * as migration_20261129_081635_passkeys from './20261129_081635_passkeys';
import * as migration_20261129_082236_security_email_task from './20261129_082236_security_email_task';
import * as migration_20261129_082327_two_step_sign_in from './20261129_082327_two_step_sign_in';

export const migrations = [
  {
    up: migration_20261121_224442_initial.up,
    down: migration_20261121_224442_initial.down,
    name: '20261121_224442_initial',
  },
  {
    up: migration_20261123_210555_access_and_abuse_limits.up,
    down: migration_20261123_210555_access_and_abuse_limits.down,
    name: '20261123_210555_access_and_abuse_limits',
  },
  {
    up: migration_20261124_002330_trial_reminders_and_storage.up,
    down: migration_20261124_002330_trial_reminders_and_storage.down,
    name: '20261124_002330_trial_reminders_and_storage',
  },
  {
    up: migration_20261124_003212_admin_versions.up,
    down: migration_20261124_003212_admin_versions.down,
    name: '20261124_003212_admin_versions',
  },
  {
    up: migration_20261124_004642_leads_assignee_notes.up,
    down: migration_20261124_004642_leads_assignee_notes.down,
    name: '20261124_004642_leads_assignee_notes',
  },
  {
    up: migration_20261124_004708_engine_lifecycle.up,
    down: migration_20261124_004708_engine_lifecycle.down,
    name: '20261124_004708_engine_lifecycle',
  },
  {
    up: migration_20261124_033419_customer_lifecycle_and_visuals.up,
    down: migration_20261124_033419_customer_lifecycle_and_visuals.down,
    name: '20261124_033419_customer_lifecycle_and_visuals',
  },
  {
    up: migration_20261124_055534_code_sample_diagram.up,
    down: migration_20261124_055534_code_sample_diagram.down,
    name: '20261124_055534_code_sample_diagram',
  },
  {
    up: migration_20261128_062426_locks.up,
    down: migration_20261128_062426_locks.down,
    name: '20261128_062426_locks',
  },
  {
    up: migration_20261128_074424_translation_status.up,
    down: migration_20261128_074424_translation_status.down,
    name: '20261128_074424_translation_status',
  },
  {
    up: migration_20261129_045130_provision_deadline.up,
    down: migration_20261129_045130_provision_deadline.down,
    name: '20261129_045130_provision_deadline',
  },
  {
    up: migration_20261129_052218_edge_purge.up,
    down: migration_20261129_052218_edge_purge.down,
    name: '20261129_052218_edge_purge',
  },
  {
    up: migration_20261129_053722_api_tokens.up,
    down: migration_20261129_053722_api_tokens.down,
    name: '20261129_053722_api_tokens',
  },
  {
    up: migration_20261129_061438_engine_default_language.up,
    down: migration_20261129_061438_engine_default_language.down,
    name: '20261129_061438_engine_default_language',
  },
  {
    up: migration_20261129_080349_account_sessions.up,
    down: migration_20261129_080349_account_sessions.down,
    name: '20261129_080349_account_sessions',
  },
  {
    up: migration_20261129_081635_passkeys.up,
    down: migration_20261129_081635_passkeys.down,
    name: '20261129_081635_passkeys',
  },
  {
    up: migration_20261129_082236_security_email_task.up,
    down: migration_20261129_082236_security_email_task.down,
    name: '20261129_082236_security_email_task',
  },
  {
    up: migration_20261129_082327_two_step_sign_in.up,
    down: migration_20261129_082327_two_step_sign_in.down,
    name: '20261129_082327_two_step_sign_in'
  },
];
