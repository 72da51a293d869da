/** The browser half of the anti-spam signals: Akismet's behavioural fields on the site's forms. */
export { type CollectorOptions, startSignalCollector } from './startSignalCollector'
