import * as migration_20261122_191941_initial from './20261122_191941_initial';

export const migrations = [
  {
    up: migration_20261122_191941_initial.up,
    down: migration_20261122_191941_initial.down,
    name: '20261122_191941_initial'
  },
];
