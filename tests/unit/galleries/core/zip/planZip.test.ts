import { describe, expect, it } from 'vitest'

import { planZip } from '@/galleries/core/zip/planZip'
import type { ZipEntry, ZipPlan } from '@/galleries/core/zip/zipPlanTypes'

const modified = new Date('2024-05-17T18:42:30Z')
const entry = (name: string, size: number, crc32 = 0x12345678): ZipEntry => ({ name, size, crc32, modified })
const GiB = 1024 ** 3

function tail(plan: ZipPlan): DataView {
  const last = plan.segments.at(-1)!
  if (last.kind !== 'bytes') throw new Error('the plan ends with its directory')
  return new DataView(last.bytes.buffer, last.bytes.byteOffset, last.bytes.length)
}

function header(plan: ZipPlan, index: number): DataView {
  const segment = plan.segments[index]!
  if (segment.kind !== 'bytes') throw new Error('not a header')
  return new DataView(segment.bytes.buffer, segment.bytes.byteOffset, segment.bytes.length)
}

/** The classic end record: the last 22 bytes. */
function endRecord(plan: ZipPlan) {
  const view = tail(plan)
  const at = view.byteLength - 22
  return {
    signature: view.getUint32(at, true),
    entries: view.getUint16(at + 10, true),
    directorySize: view.getUint32(at + 12, true),
    directoryOffset: view.getUint32(at + 16, true),
    hasZip64Locator: view.byteLength >= 42 && view.getUint32(at - 20, true) === 0x07064b50,
  }
}

describe('planZip', () => {
  it('lays out contiguous segments whose lengths make the exact size', () => {
    const plan = planZip([entry('a.jpg', 1000), entry('vacío.txt', 0), entry('b.jpg', 5)])
    let offset = 0
    for (const segment of plan.segments) {
      expect(segment.offset).toBe(offset)
      offset += segment.kind === 'bytes' ? segment.bytes.length : segment.length
    }
    expect(offset).toBe(plan.size)
    expect(plan.segments.map((s) => s.kind)).toEqual(['bytes', 'file', 'bytes', 'bytes', 'file', 'bytes'])
    // 30 + name + 9 (timestamp) per local header, 46 + name + 9 per directory entry, 22 at the end.
    const names = 5 + 'vacío.txt'.length + 1 + 5
    expect(plan.size).toBe(3 * 39 + names + 1005 + 3 * 55 + names + 22)
  })

  it('is plain ZIP for a small archive: UTF-8 flag, stored, the CRC and sizes in the headers', () => {
    const plan = planZip([entry('Sesión.jpg', 1000, 0xdeadbeef)])
    const local = header(plan, 0)
    expect(local.getUint32(0, true)).toBe(0x04034b50)
    expect(local.getUint16(4, true)).toBe(20)
    expect(local.getUint16(6, true)).toBe(0x0800)
    expect(local.getUint16(8, true)).toBe(0)
    expect(local.getUint32(14, true)).toBe(0xdeadbeef)
    expect([local.getUint32(18, true), local.getUint32(22, true)]).toEqual([1000, 1000])
    expect(endRecord(plan)).toMatchObject({ signature: 0x06054b50, entries: 1, hasZip64Locator: false })
  })

  it('is the same bytes for the same entries (any instance answers a Range)', () => {
    const entries = [entry('a.jpg', 10), entry('b.jpg', 20)]
    const bytes = (plan: ZipPlan) =>
      plan.segments.map((s) => (s.kind === 'bytes' ? Array.from(s.bytes) : [s.entry, s.length]))
    expect(bytes(planZip(entries))).toEqual(
      bytes(planZip(entries.map((e) => ({ ...e, modified: new Date(+e.modified) })))),
    )
  })

  it('gives a file of 4 GiB its sizes in a ZIP64 field, and the next entry its offset', () => {
    const plan = planZip([entry('grande.bin', 5 * GiB), entry('despues.jpg', 10)])
    const local = header(plan, 0)
    expect(local.getUint16(4, true)).toBe(45)
    expect([local.getUint32(18, true), local.getUint32(22, true)]).toEqual([0xffffffff, 0xffffffff])
    const nameLength = local.getUint16(26, true)
    const extra = 30 + nameLength
    expect(local.getUint16(extra, true)).toBe(0x0001)
    expect(local.getUint16(extra + 2, true)).toBe(16)
    expect(Number(local.getBigUint64(extra + 4, true))).toBe(5 * GiB)
    const second = header(plan, 2)
    expect(second.getUint16(4, true)).toBe(45)
    expect(second.getUint32(18, true)).toBe(10)
    expect(plan.segments[2]!.offset).toBeGreaterThan(0xffffffff)
    // The end records: the directory starts past 4 GiB, so its offset lives in the ZIP64 record.
    expect(endRecord(plan)).toMatchObject({ entries: 2, directoryOffset: 0xffffffff, hasZip64Locator: true })
    const view = tail(plan)
    const zip64 = view.byteLength - 22 - 20 - 56
    expect(view.getUint32(zip64, true)).toBe(0x06064b50)
    expect(Number(view.getBigUint64(zip64 + 48, true))).toBe(plan.segments.at(-1)!.offset)
  })

  it('treats exactly 0xFFFFFFFF as too big for 32 bits (it is the marker)', () => {
    const plan = planZip([entry('justo.bin', 0xffffffff)])
    expect(header(plan, 0).getUint32(18, true)).toBe(0xffffffff)
    expect(header(plan, 0).getUint16(4, true)).toBe(45)
    expect(planZip([entry('menos.bin', 0xfffffffe)]).segments[0]).toMatchObject({ kind: 'bytes' })
    expect(header(planZip([entry('menos.bin', 0xfffffffe)]), 0).getUint16(4, true)).toBe(20)
  })

  it('uses ZIP64 end records from 65,535 entries (0xFFFF is the marker), not before', () => {
    const many = (count: number) => planZip(Array.from({ length: count }, (_, i) => entry(`${i}.txt`, 1)))
    expect(endRecord(many(65_534))).toMatchObject({ entries: 65_534, hasZip64Locator: false })
    expect(endRecord(many(65_535))).toMatchObject({ entries: 0xffff, hasZip64Locator: true })
    const plan = many(70_000)
    expect(endRecord(plan)).toMatchObject({ entries: 0xffff, hasZip64Locator: true })
    const view = tail(plan)
    const zip64 = view.byteLength - 22 - 20 - 56
    expect(Number(view.getBigUint64(zip64 + 32, true))).toBe(70_000)
    // Small offsets stay in their 32-bit fields.
    expect(endRecord(plan).directoryOffset).toBe(plan.segments.at(-1)!.offset)
  })

  it('is an empty archive for no entries (22 bytes), and refuses impossible entries', () => {
    expect(planZip([]).size).toBe(22)
    expect(() => planZip([entry('a', -1)])).toThrow(RangeError)
    expect(() => planZip([entry('a', 1.5)])).toThrow(RangeError)
    expect(() => planZip([entry('a', 1, 2 ** 32)])).toThrow(RangeError)
    expect(() => planZip([entry('', 1)])).toThrow(RangeError)
    expect(() => planZip([entry('a', 2 ** 53)])).toThrow(RangeError)
  })
})
