import * as migration_20261122_202511_initial from './20261122_202511_initial';
import * as migration_20261122_211413_forms from './20261122_211413_forms';
import * as migration_20261122_214347_forms_inbox from './20261122_214347_forms_inbox';
import * as migration_20261123_000932_comments from './20261123_000932_comments';
import * as migration_20261123_005133_privacy from './20261123_005133_privacy';
import * as migration_20261123_030141_widgets from './20261123_030141_widgets';
import * as migration_20261123_062221_tab_anchors from './20261123_062221_tab_anchors';
import * as migration_20261125_151209_shape_dividers from './20261125_151209_shape_dividers';
import * as migration_20261125_152352_wordpress_import from './20261125_152352_wordpress_import';
import * as migration_20261125_153356_admin_importer from './20261125_153356_admin_importer';
import * as migration_20261125_164355_page_path_unique from './20261125_164355_page_path_unique';
import * as migration_20261125_175125_scheduled_publish from './20261125_175125_scheduled_publish';
import * as migration_20261125_175839_legacy_taxonomy_bases from './20261125_175839_legacy_taxonomy_bases';
import * as migration_20261126_002321_studio_details from './20261126_002321_studio_details';
import * as migration_20261127_083613_wordpress_ids from './20261127_083613_wordpress_ids';
import * as migration_20261127_120000_search_index from './20261127_120000_search_index';
import * as migration_20261127_132952_taxonomy_wordpress_ids from './20261127_132952_taxonomy_wordpress_ids';
import * as migration_20261127_133724_search_form_block from './20261127_133724_search_form_block';
import * as migration_20261127_141422_header_search_box from './20261127_141422_header_search_box';
import * as migration_20261127_170000_reference_index from './20261127_170000_reference_index';
import * as migration_20261128_035627_photo_library from './20261128_035627_photo_library';
import * as migration_20261128_171306_etiquetas_de_wordpress from './20261128_171306_etiquetas_de_wordpress';
import * as migration_20261129_073643_client_galleries from './20261129_073643_client_galleries';
import * as migration_20261129_075908_galleries_downloads from './20261129_075908_galleries_downloads';
import * as migration_20261129_123812_fotos_de_galeria_unicas from './20261129_123812_fotos_de_galeria_unicas';

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
    name: '20261122_214347_forms_inbox',
  },
  {
    up: migration_20261123_000932_comments.up,
    down: migration_20261123_000932_comments.down,
    name: '20261123_000932_comments',
  },
  {
    up: migration_20261123_005133_privacy.up,
    down: migration_20261123_005133_privacy.down,
    name: '20261123_005133_privacy',
  },
  {
    up: migration_20261123_030141_widgets.up,
    down: migration_20261123_030141_widgets.down,
    name: '20261123_030141_widgets',
  },
  {
    up: migration_20261123_062221_tab_anchors.up,
    down: migration_20261123_062221_tab_anchors.down,
    name: '20261123_062221_tab_anchors',
  },
  {
    up: migration_20261125_151209_shape_dividers.up,
    down: migration_20261125_151209_shape_dividers.down,
    name: '20261125_151209_shape_dividers',
  },
  {
    up: migration_20261125_152352_wordpress_import.up,
    down: migration_20261125_152352_wordpress_import.down,
    name: '20261125_152352_wordpress_import',
  },
  {
    up: migration_20261125_153356_admin_importer.up,
    down: migration_20261125_153356_admin_importer.down,
    name: '20261125_153356_admin_importer',
  },
  {
    up: migration_20261125_164355_page_path_unique.up,
    down: migration_20261125_164355_page_path_unique.down,
    name: '20261125_164355_page_path_unique',
  },
  {
    up: migration_20261125_175125_scheduled_publish.up,
    down: migration_20261125_175125_scheduled_publish.down,
    name: '20261125_175125_scheduled_publish',
  },
  {
    up: migration_20261125_175839_legacy_taxonomy_bases.up,
    down: migration_20261125_175839_legacy_taxonomy_bases.down,
    name: '20261125_175839_legacy_taxonomy_bases',
  },
  {
    up: migration_20261126_002321_studio_details.up,
    down: migration_20261126_002321_studio_details.down,
    name: '20261126_002321_studio_details',
  },
  {
    up: migration_20261127_083613_wordpress_ids.up,
    down: migration_20261127_083613_wordpress_ids.down,
    name: '20261127_083613_wordpress_ids',
  },
  {
    up: migration_20261127_120000_search_index.up,
    down: migration_20261127_120000_search_index.down,
    name: '20261127_120000_search_index',
  },
  {
    up: migration_20261127_132952_taxonomy_wordpress_ids.up,
    down: migration_20261127_132952_taxonomy_wordpress_ids.down,
    name: '20261127_132952_taxonomy_wordpress_ids',
  },
  {
    up: migration_20261127_133724_search_form_block.up,
    down: migration_20261127_133724_search_form_block.down,
    name: '20261127_133724_search_form_block',
  },
  {
    up: migration_20261127_141422_header_search_box.up,
    down: migration_20261127_141422_header_search_box.down,
    name: '20261127_141422_header_search_box',
  },
  {
    up: migration_20261127_170000_reference_index.up,
    down: migration_20261127_170000_reference_index.down,
    name: '20261127_170000_reference_index',
  },
  {
    up: migration_20261128_035627_photo_library.up,
    down: migration_20261128_035627_photo_library.down,
    name: '20261128_035627_photo_library',
  },
  {
    up: migration_20261128_171306_etiquetas_de_wordpress.up,
    down: migration_20261128_171306_etiquetas_de_wordpress.down,
    name: '20261128_171306_etiquetas_de_wordpress',
  },
  {
    up: migration_20261129_073643_client_galleries.up,
    down: migration_20261129_073643_client_galleries.down,
    name: '20261129_073643_client_galleries',
  },
  {
    up: migration_20261129_075908_galleries_downloads.up,
    down: migration_20261129_075908_galleries_downloads.down,
    name: '20261129_075908_galleries_downloads',
  },
  {
    up: migration_20261129_123812_fotos_de_galeria_unicas.up,
    down: migration_20261129_123812_fotos_de_galeria_unicas.down,
    name: '20261129_123812_fotos_de_galeria_unicas'
  },
];
