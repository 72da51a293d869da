import { absInt } from '../status/eventDetail'

export interface CounterSpec {
  down: boolean
  starting: number
  maximum: number
  minimum: number
}

/**
 * A counter's reading: the trimmed length (or what is left of the starting value, counting down),
 * and whether the untrimmed length is past the maximum or short of the minimum (0 = no limit).
 */
export function countCharacters(
  value: string,
  spec: CounterSpec,
): { count: number; tooLong: boolean; tooShort: boolean } {
  const length = value.trim().length
  return {
    count: spec.down ? (spec.starting || spec.maximum) - length : length,
    tooLong: spec.maximum > 0 && spec.maximum < value.length,
    tooShort: spec.minimum > 0 && value.length < spec.minimum,
  }
}

type TextControl = HTMLInputElement | HTMLTextAreaElement

/** Refreshes the counters of the form (all of them, or those of one control); `reset` restores defaults first. */
export function updateCounters(
  form: HTMLFormElement,
  options: { target?: EventTarget | null; reset?: boolean } = {},
): void {
  form.querySelectorAll<HTMLElement>('.wpcf7-character-count').forEach((counter) => {
    const name = counter.dataset.targetName
    const control = [...form.querySelectorAll<TextControl>('input, textarea')].find((el) => el.name === name)
    if (!control || (options.target && options.target !== control)) return
    if (options.reset) control.value = control.defaultValue
    const { count, tooLong, tooShort } = countCharacters(control.value, {
      down: counter.classList.contains('down'),
      starting: absInt(counter.dataset.startingValue),
      maximum: absInt(counter.dataset.maximumValue),
      minimum: absInt(counter.dataset.minimumValue),
    })
    counter.dataset.currentValue = String(count)
    counter.textContent = String(count)
    counter.classList.toggle('too-long', tooLong)
    counter.classList.toggle('too-short', tooShort)
  })
}
