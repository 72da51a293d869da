import * as migration_20261122_191935_initial from './20261122_191935_initial';

export const migrations = [
  {
    up: migration_20261122_191935_initial.up,
    down: migration_20261122_191935_initial.down,
    name: '20261122_191935_initial'
  },
];
