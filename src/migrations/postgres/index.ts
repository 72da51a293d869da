import * as migration_20261122_202511_initial from './20261122_202511_initial';
import * as migration_20261122_211413_forms from './20261122_211413_forms';

export const migrations = [
  {
    up: migration_20261122_202511_initial.up,
    down: migration_20261122_202511_initial.down,
    name: '20261122_202511_initial',
  },
  {
    up: migration_20261122_211413_forms.up,
    down: migration_20261122_211413_forms.down,
    name: '20261122_211413_forms'
  },
];
