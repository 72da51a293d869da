import * as migration_20261122_190729_initial from './20261122_190729_initial';

export const migrations = [
  {
    up: migration_20261122_190729_initial.up,
    down: migration_20261122_190729_initial.down,
    name: '20261122_190729_initial'
  },
];
