// The banner's styles, imported only through startConsent's dynamic import so that none of it is
// in the page's first load. The library's layout files (trimmed copies in vendor/, see
// scripts/vendor-banner-css.mjs) without its colour schemes: consentTheme.css sets every colour
// (see there). The preferences panel's layout comes later, on demand (preferencesStyles.ts): most
// visitors answer the first layer and never open it.
import './vendor/base.css'
import './vendor/consent-modal.css'

import './consentTheme.css'
