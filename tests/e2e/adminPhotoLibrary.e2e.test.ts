import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { damagedPhotoMessage, EMPTY_FILE_MESSAGE, notAPhotoMessage } from '@/lib/mediaUploadRules'

import { CAMERA_TAGS, endExifTool, PRIVATE_TAGS, writeTaggedJpeg } from '../support/exifPhoto'

import { keepScreenshot, launchBrowser, newContext, signInToAdmin, VIEWPORTS } from './helpers/browser'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')

const DESKTOP = { width: 1440, height: 900 }
const ALT = 'Los novios bajo los castaños del Retiro'
/** What the «Columnas» menu offered before (issue 31, point 3), and the other bookkeeping fields. */
const INTERNAL = [
  'Uses Notice',
  'Other Names',
  'Prefix',
  '_object Key',
  'Object Key',
  'Thumbnail URL',
  'MIME Type',
  'URL',
  'Sizes',
  'Id en WordPress',
  'Uploaded Name',
  'Focal',
]

/** Screenshots to look at, as the owner saw the admin (desktop and phone), kept with the run's. */
async function shoot(page: Page, name: string) {
  await keepScreenshot(page, name)
  await page.setViewportSize(VIEWPORTS.mobile)
  await page.waitForTimeout(300)
  await keepScreenshot(page, `${name}-movil`, { fullPage: true })
  await page.setViewportSize(DESKTOP)
}

const fileInput = (page: Page) => page.locator('.file-field input[type="file"], .dropzone input[type="file"]').first()
const row = (page: Page, name: string) =>
  page.locator('.revela-uploads__row').filter({ has: page.locator('.revela-uploads__name', { hasText: name }) })

/**
 * The studio's owner in the photo library, in Spanish (issue 31, points 3 and 4): a camera photo
 * shows its name as its heading and in the list with its thumbnail, is found by its alt text and
 * its name, shows and sorts by its camera data; a second photo of the same name says it was
 * renamed; an empty file, a PDF named .jpg and a cut JPEG are refused with what to do; «Columnas»
 * offers no internal field.
 */
describe('the photo library in the admin', () => {
  let browser: Browser
  let page: Page
  let dir: string
  const files = { photo: '', empty: '', pdf: '', cut: '' }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-fototeca-e2e-'))
    files.photo = path.join(dir, 'camara-45mp.jpg')
    await writeTaggedJpeg(files.photo, { ...CAMERA_TAGS, ...PRIVATE_TAGS }, { width: 1800, height: 1200 })
    await endExifTool()
    files.empty = path.join(dir, 'vacia.jpg')
    writeFileSync(files.empty, '')
    files.pdf = path.join(dir, 'presupuesto.jpg')
    writeFileSync(files.pdf, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
    files.cut = path.join(dir, 'cortada.jpg')
    const whole = readFileSync(files.photo)
    writeFileSync(files.cut, whole.subarray(0, Math.round(whole.length * 0.6)))
    browser = await launchBrowser()
    const context = await newContext(browser, base)
    page = await context.newPage()
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page, email, password)
  }, 180_000)

  afterAll(() => browser?.close())

  const uploadInAdmin = async (file: string, alt: string) => {
    await page.goto('/admin/collections/media/create')
    await page.waitForLoadState('networkidle')
    await fileInput(page).setInputFiles(file)
    await page.locator('input[name="alt"]').fill(alt)
    await page.locator('#action-save').click()
  }

  let id = ''
  it('shows a new photo’s file name as its heading, and its camera data', async () => {
    await uploadInAdmin(files.photo, ALT)
    await page.waitForURL(/\/admin\/collections\/media\/\d+/, { timeout: 120_000 })
    id = /\/media\/(\d+)/.exec(page.url())![1]!
    await page.waitForLoadState('networkidle')
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 20_000 }).toBe('camara-45mp.jpg')
    expect(await page.locator('input[name="camera"]').inputValue()).toBe('Canon EOS R5')
    expect(await page.locator('input[name="lens"]').inputValue()).toBe('RF24-70mm F2.8 L IS USM')
    expect(await page.locator('input[name="exposure"]').inputValue()).toBe('50 mm · f/2,8 · 1/250 s · ISO 400')
    expect(await page.locator('input[name="keywords"]').inputValue()).toBe('boda, Madrid, retrato')
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Boda en el Retiro')
    expect(await page.getByText('Datos de la cámara').count()).toBeGreaterThan(0)
    expect(await page.getByText('Ya había una foto llamada').count()).toBe(0)
    await page.getByText('Datos de la cámara').first().scrollIntoViewIfNeeded()
    await shoot(page, 'fototeca-foto')
  }, 180_000)

  it('lists it with its thumbnail and name, finds it by alt text and by name, sorts and filters by its camera data', async () => {
    // A second photo, without camera data, for the sort and the filter to leave out.
    const plain = path.join(dir, 'estudio-sin-datos.jpg')
    await writeTaggedJpeg(plain, {}, { width: 600, height: 400 })
    await endExifTool()
    await uploadInAdmin(plain, 'El plató vacío')
    await page.waitForURL(/\/admin\/collections\/media\/\d+/, { timeout: 120_000 })

    await page.goto('/admin/collections/media')
    await page.waitForLoadState('networkidle')
    const photoRow = page.locator('tbody tr').filter({ hasText: 'camara-45mp.jpg' })
    await photoRow.first().waitFor({ timeout: 30_000 })
    expect(await photoRow.first().locator('img').count()).toBe(1)
    const search = page.locator('#search-filter-input')
    const placeholder = await search.getAttribute('placeholder')
    console.log(`[fototeca] buscador: «${placeholder}»`)
    expect(placeholder).toBe('Buscar por: Texto alternativo, Título, Descripción, Palabras clave o Nombre del archivo')
    await shoot(page, 'fototeca-lista')

    for (const words of ['castaños', 'camara-45']) {
      await search.fill(words)
      await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('search=')
      await expect
        .poll(() => page.locator('tbody tr').filter({ hasText: 'camara-45mp.jpg' }).count(), { timeout: 15_000 })
        .toBe(1)
      await expect
        .poll(() => page.locator('tbody tr').filter({ hasText: 'estudio-sin-datos.jpg' }).count(), { timeout: 15_000 })
        .toBe(0)
    }
    await search.fill('')

    // Sorted by date taken, newest first, as the column's sort does; filtered by camera, as «Filtros» does.
    await page.goto('/admin/collections/media?sort=-takenAt&limit=10')
    await page.locator('tbody tr').first().waitFor({ timeout: 30_000 })
    expect(await page.locator('tbody tr').first().textContent()).toContain('camara-45mp.jpg')
    await page.goto(
      `/admin/collections/media?where[or][0][and][0][camera][equals]=${encodeURIComponent('Canon EOS R5')}`,
    )
    await page.locator('tbody tr').first().waitFor({ timeout: 30_000 })
    const names = await page.locator('tbody tr').allTextContents()
    expect(names.some((n) => n.includes('camara-45mp.jpg'))).toBe(true)
    expect(names.some((n) => n.includes('estudio-sin-datos.jpg'))).toBe(false)
    expect(await page.locator('tbody tr').first().textContent()).toContain('Canon EOS R5')
  }, 240_000)

  it('offers no internal field in «Columnas»', async () => {
    await page.goto('/admin/collections/media')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Columnas' }).first().click()
    const pills = page.locator('.pill-selector .pill, .column-selector .pill')
    await pills.first().waitFor({ timeout: 15_000 })
    const offered = (await pills.allTextContents()).map((t) => t.trim())
    console.log(`[fototeca] columnas: ${offered.join(' | ')}`)
    expect(offered).toEqual(expect.arrayContaining(['Texto alternativo', 'Fecha de la foto', 'Cámara', 'Objetivo']))
    for (const internal of INTERNAL)
      expect(
        offered.filter((o) => o.toLowerCase().includes(internal.toLowerCase())),
        internal,
      ).toEqual([])
    await shoot(page, 'fototeca-columnas')
  }, 60_000)

  it('says when a second photo of the same name was stored under another', async () => {
    await uploadInAdmin(files.photo, 'Otra foto con el mismo nombre')
    await page.waitForURL(/\/admin\/collections\/media\/\d+/, { timeout: 120_000 })
    expect(page.url()).not.toContain(`/media/${id}`)
    const notice = page.getByText(
      'Ya había una foto llamada camara-45mp.jpg; esta se ha guardado como camara-45mp-1.jpg.',
    )
    await notice.waitFor({ timeout: 20_000 })
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('camara-45mp-1.jpg')
    await shoot(page, 'fototeca-renombrada')
  }, 180_000)

  it.each([
    ['an empty file', 'empty', 'vacia.jpg', EMPTY_FILE_MESSAGE],
    ['a PDF named .jpg', 'pdf', 'presupuesto.jpg', notAPhotoMessage('presupuesto.jpg', 'pdf')],
    ['a JPEG cut short', 'cut', 'cortada.jpg', damagedPhotoMessage('cortada.jpg')],
  ] as const)(
    'refuses %s in Spanish, saying what to do',
    async (_what, key, name, message) => {
      await uploadInAdmin(files[key], 'Una foto que no lo es')
      const refused = row(page, name).and(page.locator('.revela-uploads__row--failed'))
      await refused.waitFor({ timeout: 60_000 })
      expect(await refused.locator('.revela-uploads__status').textContent()).toBe(message)
      await expect
        .poll(() => page.locator('[data-sonner-toast]').filter({ hasText: message }).count(), { timeout: 10_000 })
        .toBe(1)
      expect(await page.getByText(/An unknown error|Invalid MIME|is not allowed|Vuelve a intentarlo\./).count()).toBe(0)
      await page.waitForTimeout(600)
      await shoot(page, `fototeca-rechazo-${key}`)
    },
    120_000,
  )
})
