import * as migration_20261121_224442_initial from './20261121_224442_initial';

export const migrations = [
  {
    up: migration_20261121_224442_initial.up,
    down: migration_20261121_224442_initial.down,
    name: '20261121_224442_initial'
  },
];
