// The preferences panel's layout, loaded the first time a visitor heads for it (see
// loadPreferencesStyles): 2.8 KB gzip that a visitor who answers the first layer never needs.
import 'vanilla-cookieconsent/dist/css-components/preferences-modal.css'

import './preferencesTheme.css'
