import * as migration_20261121_224430_initial from './20261121_224430_initial';
import * as migration_20261123_210520_access_and_abuse_limits from './20261123_210520_access_and_abuse_limits';
import * as migration_20261124_000748_storage_fields from './20261124_000748_storage_fields';

export const migrations = [
  {
    up: migration_20261121_224430_initial.up,
    down: migration_20261121_224430_initial.down,
    name: '20261121_224430_initial',
  },
  {
    up: migration_20261123_210520_access_and_abuse_limits.up,
    down: migration_20261123_210520_access_and_abuse_limits.down,
    name: '20261123_210520_access_and_abuse_limits',
  },
  {
    up: migration_20261124_000748_storage_fields.up,
    down: migration_20261124_000748_storage_fields.down,
    name: '20261124_000748_storage_fields'
  },
];
