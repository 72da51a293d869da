import * as migration_20261122_202504_initial from './20261122_202504_initial';

export const migrations = [
  {
    up: migration_20261122_202504_initial.up,
    down: migration_20261122_202504_initial.down,
    name: '20261122_202504_initial'
  },
];
