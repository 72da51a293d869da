import { adminImporterSuite } from './helpers/adminImporterSuite'

adminImporterSuite('sqlite')
