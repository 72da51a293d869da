import * as migration_20261122_202511_initial from './20261122_202511_initial';
import * as migration_20261122_211413_forms from './20261122_211413_forms';
import * as migration_20261122_214347_forms_inbox from './20261122_214347_forms_inbox';

export const migrations = [
  {
    up: migration_20261122_202511_initial.up,
    down: migration_20261122_202511_initial.down,
    name: '20261122_202511_initial',
  },
  {
    up: migration_20261122_211413_forms.up,
    down: migration_20261122_211413_forms.down,
    name: '20261122_211413_forms',
  },
  {
    up: migration_20261122_214347_forms_inbox.up,
    down: migration_20261122_214347_forms_inbox.down,
    name: '20261122_214347_forms_inbox'
  },
];
