// The banner's styles, imported only through startConsent's dynamic import so that none of it is
// in the page's first load. The library's layout files without its colour schemes: consentTheme.css
// sets every colour (see there). The preferences panel's layout comes later, on demand
// (preferencesStyles.ts): most visitors answer the first layer and never open it.
import 'vanilla-cookieconsent/dist/css-components/base.css'
import 'vanilla-cookieconsent/dist/css-components/consent-modal.css'

import './consentTheme.css'
