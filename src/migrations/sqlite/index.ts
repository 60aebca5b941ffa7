import * as migration_20261121_224430_initial from './20261121_224430_initial';
import * as migration_20261123_202855_hosting_callbacks from './20261123_202855_hosting_callbacks';

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
];
