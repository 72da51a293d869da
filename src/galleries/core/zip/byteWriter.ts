/** Writes little-endian fields into a buffer of a size known in advance (ZIP records are all little-endian). */
export class ByteWriter {
  readonly bytes: Uint8Array
  private readonly view: DataView
  private at = 0

  constructor(length: number) {
    this.bytes = new Uint8Array(length)
    this.view = new DataView(this.bytes.buffer)
  }

  u16(value: number): this {
    this.view.setUint16(this.at, value, true)
    this.at += 2
    return this
  }

  u32(value: number): this {
    this.view.setUint32(this.at, value >>> 0, true)
    this.at += 4
    return this
  }

  /** A 64-bit field from a safe integer (every size and offset here is one). */
  u64(value: number): this {
    this.view.setBigUint64(this.at, BigInt(value), true)
    this.at += 8
    return this
  }

  raw(bytes: Uint8Array): this {
    this.bytes.set(bytes, this.at)
    this.at += bytes.length
    return this
  }

  /** The buffer, after checking every byte was written (a wrong length is a bug in a record's layout). */
  done(): Uint8Array {
    if (this.at !== this.bytes.length) throw new Error(`ZIP record: wrote ${this.at} of ${this.bytes.length} bytes`)
    return this.bytes
  }
}
