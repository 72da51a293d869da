import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  LIST_FILE,
  MAX_LIST_AGE_DAYS,
  advisoriesFromReport,
  checkList,
  formatAdvisory,
  isSerious,
  watchedVersions,
} from '../../../scripts/advisories.mjs'

/** The committed advisory list and how `npm run audit` reads it (security review, finding 14). */
describe('the committed advisory list (security/advisories.json)', () => {
  const list = JSON.parse(readFileSync(LIST_FILE, 'utf8'))

  it('was checked for the installed versions of next, payload, @payloadcms/*, nodemailer, sanitize-html, busboy and sharp (else run npm run audit:update)', () => {
    const installed = watchedVersions()
    expect(Object.keys(installed)).toEqual(
      expect.arrayContaining(['next', 'payload', '@payloadcms/next', 'nodemailer', 'sanitize-html', 'busboy', 'sharp']),
    )
    expect(list.versions).toEqual(installed)
  })

  it('is dated, names the service that was asked and holds its answer or why there was none', () => {
    expect(Number.isNaN(Date.parse(list.checkedAt))).toBe(false)
    expect(list.source).toMatch(/^https?:\/\/.+\/-\/npm\/v1\/security\/advisories\/bulk$/)
    if (list.answered) expect(list.advisories).toBeInstanceOf(Array)
    else expect(list).toMatchObject({ advisories: null, failure: expect.any(String) })
  })
})

describe('reading a list against what is installed', () => {
  const advisory = (location: string, version: string, severity = 'high') => ({
    package: location.split('node_modules/').pop()!,
    installed: [{ location, version }],
    severity,
    title: 'Aviso de prueba',
    url: 'https://avisos.test/1',
    range: `<=${version}`,
    fix: true,
  })
  const list = {
    checkedAt: '2026-11-01T10:00:00.000Z',
    answered: true,
    versions: { next: '16.4.6', busboy: '1.6.0' },
    advisories: [advisory('node_modules/busboy', '1.6.0'), advisory('node_modules/next', '16.4.5', 'critical')],
  }
  const installedAt = (location: string) =>
    ({ 'node_modules/busboy': '1.6.0', 'node_modules/next': '16.4.6' })[location] ?? null

  it('keeps the advisories whose package is still installed at that version, and finds nothing else wrong', () => {
    const checked = checkList(list, { next: '16.4.6', busboy: '1.6.0' }, installedAt, new Date('2026-11-20T10:00:00Z'))
    expect(checked.problems).toEqual([])
    expect(checked.age).toBe(19)
    expect(checked.advisories.map((a: { package: string }) => a.package)).toEqual(['busboy'])
  })

  it(`says when the list is older than ${MAX_LIST_AGE_DAYS} days, was checked for other versions, or got no answer`, () => {
    const old = checkList(list, { next: '16.4.6', busboy: '1.6.0' }, installedAt, new Date('2026-12-05T10:00:00Z'))
    expect(old.problems).toEqual([expect.stringContaining('La lista tiene 34 días')])
    const upgraded = checkList(
      list,
      { next: '16.5.0', busboy: '1.6.0', sharp: '0.34.5' },
      installedAt,
      new Date('2026-11-02T10:00:00Z'),
    )
    expect(upgraded.problems).toEqual([
      'next: instalada 16.5.0, comprobada 16.4.6.',
      'sharp: instalada 0.34.5, comprobada ninguna.',
    ])
    const unanswered = checkList(
      { ...list, answered: false, failure: '405 Method Not Allowed', advisories: null },
      list.versions,
      installedAt,
      new Date('2026-11-02T10:00:00Z'),
    )
    expect(unanswered.problems).toEqual([
      expect.stringMatching(/no obtuvo respuesta del servicio \(405 Method Not Allowed\)/),
    ])
    expect(unanswered.advisories).toEqual([])
  })
})

describe("npm audit's report as one line per advisory", () => {
  const report = {
    auditReportVersion: 2,
    vulnerabilities: {
      '@payloadcms/next': {
        name: '@payloadcms/next',
        severity: 'moderate',
        via: ['busboy'],
        nodes: ['node_modules/@payloadcms/next'],
        fixAvailable: true,
      },
      busboy: {
        name: 'busboy',
        severity: 'moderate',
        via: [
          {
            source: 7,
            name: 'busboy',
            dependency: 'busboy',
            title: 'Cabeceras sin límite',
            url: 'https://avisos.test/7',
            severity: 'moderate',
            range: '<1.6.1',
          },
        ],
        nodes: ['node_modules/busboy'],
        fixAvailable: { name: 'busboy', version: '2.0.0', isSemVerMajor: true },
      },
      next: {
        name: 'next',
        severity: 'critical',
        via: [
          {
            source: 9,
            name: 'next',
            dependency: 'next',
            title: 'Ejecución remota',
            url: 'https://avisos.test/9',
            severity: 'critical',
            range: '>=16.0.0 <16.4.7',
          },
        ],
        nodes: ['node_modules/next'],
        fixAvailable: false,
      },
    },
  }
  const advisories = advisoriesFromReport(report, (location: string) =>
    location === 'node_modules/next' ? '16.4.6' : '1.6.0',
  )

  it('lists each advisory once, under its own package, the most severe first; «depends on» entries are not advisories', () => {
    expect(advisories.map((a: { package: string }) => a.package)).toEqual(['next', 'busboy'])
    expect(advisories.map(isSerious)).toEqual([true, false])
  })

  it('gives severity, package, installed version, title, address and fix', () => {
    expect(advisories.map(formatAdvisory)).toEqual([
      '  CRÍTICA     next 16.4.6 — Ejecución remota — https://avisos.test/9 — arreglo: ninguno publicado',
      '  MODERADA    busboy 1.6.0 — Cabeceras sin límite — https://avisos.test/7 — arreglo: busboy@2.0.0 (versión mayor: revisar antes de actualizar)',
    ])
  })
})
