const OPEN_CDATA = '<![CDATA['
const OPEN_COMMENT = '<!--'
/** `]]>` as XML text inside a CDATA section: the section is closed and reopened around its `>`. */
const ESCAPED_END = ']]]]><![CDATA[>'
/** Past this much white space after a `]]>`, it is taken for the section's end without waiting for more. */
const MAX_SPACE = 4096

/**
 * Makes WordPress's own exports well-formed XML as they stream: an export may hold `]]>` inside a
 * CDATA section (WordPress wrote it unescaped before 3.x, and plugins' meta still can), which XML
 * forbids and WordPress's importer accepts, falling back to a parser that reads each element's
 * CDATA up to its closing tag. Here a `]]>` ends its section only where markup follows it (after
 * optional white space), as in every export WordPress writes; any other `]]>` is content and is
 * escaped as `]]]]><![CDATA[>`, which XML reads back as `]]>`. One pass: each character is looked
 * at once, and what is kept between chunks is a few characters (or a bounded run of white space).
 */
export class CdataRepair {
  private state: 'text' | 'cdata' | 'comment' = 'text'
  private pending = ''

  /** The next piece of the export, repaired; a tail that depends on what follows is held back. */
  write(chunk: string): string {
    const buf = this.pending + chunk
    this.pending = ''
    // Pieces joined once: a string grown by thousands of `+=` is a deep rope that V8 flattens again and again.
    const out: string[] = []
    let i = 0
    while (i < buf.length) {
      if (this.state === 'text') {
        const lt = buf.indexOf('<', i)
        if (lt === -1) return out.join('') + buf.slice(i)
        const rest = buf.length - lt
        if (
          (rest < OPEN_CDATA.length && OPEN_CDATA.startsWith(buf.slice(lt))) ||
          (rest < OPEN_COMMENT.length && OPEN_COMMENT.startsWith(buf.slice(lt)))
        ) {
          this.pending = buf.slice(lt)
          return out.join('') + buf.slice(i, lt)
        }
        if (buf.startsWith(OPEN_CDATA, lt)) {
          this.state = 'cdata'
          out.push(buf.slice(i, lt + OPEN_CDATA.length))
          i = lt + OPEN_CDATA.length
        } else if (buf.startsWith(OPEN_COMMENT, lt)) {
          this.state = 'comment'
          out.push(buf.slice(i, lt + OPEN_COMMENT.length))
          i = lt + OPEN_COMMENT.length
        } else {
          out.push(buf.slice(i, lt + 1))
          i = lt + 1
        }
      } else if (this.state === 'comment') {
        const end = buf.indexOf('-->', i)
        if (end === -1) return this.holdTail(out, buf, i)
        this.state = 'text'
        out.push(buf.slice(i, end + 3))
        i = end + 3
      } else {
        const end = buf.indexOf(']]>', i)
        if (end === -1) return this.holdTail(out, buf, i)
        let next = end + 3
        while (next < buf.length && next - end < MAX_SPACE && /\s/.test(buf[next]!)) next++
        if (next === buf.length && next - end < MAX_SPACE) {
          // Whether markup follows is in the next chunk.
          this.pending = buf.slice(end)
          return out.join('') + buf.slice(i, end)
        }
        if (buf[next] === '<' || next - end >= MAX_SPACE) {
          this.state = 'text'
          out.push(buf.slice(i, end + 3))
        } else out.push(buf.slice(i, end), ESCAPED_END)
        i = end + 3
      }
    }
    return out.join('')
  }

  /** What is held back once the export has ended (a `]]>` at the very end closes its section). */
  end(): string {
    const rest = this.pending
    this.pending = ''
    return rest
  }

  /** All but the last two characters, which may begin the terminator the next chunk completes. */
  private holdTail(out: string[], buf: string, from: number): string {
    const keep = Math.max(from, buf.length - 2)
    this.pending = buf.slice(keep)
    return out.join('') + buf.slice(from, keep)
  }
}
