import { describe, expect, it } from 'vitest'

import { planZip } from '@/galleries/core/zip/planZip'
import { sliceZip } from '@/galleries/core/zip/sliceZip'
import type { ZipPlan } from '@/galleries/core/zip/zipPlanTypes'

/** A seeded generator (mulberry32): the same cut points on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const random = seeded(34)
const files = [700, 0, 1, 70_000, 3].map((size) => Uint8Array.from({ length: size }, () => Math.floor(random() * 256)))
const plan = planZip(
  files.map((file, i) => ({ name: `foto-${i}.jpg`, size: file.length, crc32: i, modified: new Date(0) })),
)

/** The bytes of a range, from the pieces and the files in memory. */
function bytesOf(zip: ZipPlan, start: number, end: number): Buffer {
  const parts = Array.from(sliceZip(zip, start, end), (piece) =>
    piece.kind === 'bytes' ? piece.bytes : files[piece.entry]!.subarray(piece.start, piece.endInclusive + 1),
  )
  return Buffer.concat(parts)
}

const whole = bytesOf(plan, 0, plan.size - 1)

describe('sliceZip', () => {
  it('covers the whole archive with its exact size, the files whole in it', () => {
    expect(whole.length).toBe(plan.size)
    const file = plan.segments.find((s) => s.kind === 'file' && s.entry === 3)!
    expect(whole.subarray(file.offset, file.offset + 70_000).equals(files[3]!)).toBe(true)
  })

  it('gives any range the bytes of the whole: random cuts, seeded', () => {
    const next = seeded(2024)
    for (let round = 0; round < 50; round++) {
      const cuts = Array.from({ length: 1 + Math.floor(next() * 6) }, () => Math.floor(next() * plan.size)).sort(
        (a, b) => a - b,
      )
      const bounds = [0, ...cuts, plan.size]
      const parts: Buffer[] = []
      for (let i = 0; i + 1 < bounds.length; i++) {
        if (bounds[i] !== bounds[i + 1]) parts.push(bytesOf(plan, bounds[i]!, bounds[i + 1]! - 1))
      }
      expect(Buffer.concat(parts).equals(whole)).toBe(true)
    }
  })

  it('starts inside a header, inside a file, at the last byte', () => {
    const insideHeader = plan.segments[2]!.offset + 7
    const file = plan.segments.find((s) => s.kind === 'file' && s.entry === 3)!
    for (const start of [insideHeader, file.offset + 12_345, plan.size - 1]) {
      expect(bytesOf(plan, start, plan.size - 1).equals(whole.subarray(start))).toBe(true)
    }
    expect(Array.from(sliceZip(plan, file.offset + 10, file.offset + 20))).toEqual([
      { kind: 'file', entry: 3, start: 10, endInclusive: 20 },
    ])
  })

  it('refuses a range outside the archive', () => {
    expect(() => sliceZip(plan, -1, 5).next()).toThrow(RangeError)
    expect(() => sliceZip(plan, 5, 4).next()).toThrow(RangeError)
    expect(() => sliceZip(plan, 0, plan.size).next()).toThrow(RangeError)
    expect(() => sliceZip(plan, 0.5, 4).next()).toThrow(RangeError)
  })
})
