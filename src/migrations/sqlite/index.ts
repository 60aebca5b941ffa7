import * as migration_20261121_224430_initial from './20261121_224430_initial';
import * as migration_20261123_202855_hosting_callbacks from './20261123_202855_hosting_callbacks';
import * as migration_20261123_203009_verification_issued_at from './20261123_203009_verification_issued_at';

export const migrations = [
  {
    up: migration_20261121_224430_initial.up,
    down: migration_20261121_224430_initial.down,
    name: '20261121_224430_initial',
  },
  {
    up: migration_20261123_202855_hosting_callbacks.up,
    down: migration_20261123_202855_hosting_callbacks.down,
    name: '20261123_202855_hosting_callbacks'
  },
  {
    up: migration_20261123_203009_verification_issued_at.up,
    down: migration_20261123_203009_verification_issued_at.down,
    name: '20261123_203009_verification_issued_at'
  },
];
