import { wordpressImportSite } from './helpers/wordpressImportSite'

wordpressImportSite('sqlite')
