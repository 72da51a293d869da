// The preferences panel's layout, loaded the first time a visitor heads for it (see
// loadPreferencesStyles): 2.5 KB gzip that a visitor who answers the first layer never needs.
import './vendor/preferences-modal.css'

import './preferencesTheme.css'
