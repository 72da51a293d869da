import { describe } from 'vitest'

import { galleryUploadsSuite } from './helpers/galleryUploadsSuite'

describe('gallery uploads on disk (tus, SQLite, Payload sign-in)', () => galleryUploadsSuite())
