import * as migration_20261122_190723_initial from './20261122_190723_initial';

export const migrations = [
  {
    up: migration_20261122_190723_initial.up,
    down: migration_20261122_190723_initial.down,
    name: '20261122_190723_initial'
  },
];
