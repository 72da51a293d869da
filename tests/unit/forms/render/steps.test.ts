import { describe, expect, it } from 'vitest'

import { splitSteps } from '@/forms/render'
import { parseTemplate } from '@/forms/template/parseTemplate'

import { renderBody, renderDom, text } from './helpers'

const TEMPLATE = `<p>Reserva tu sesión en tres pasos.</p>
[step "Tus datos"]
<label> Tu nombre [text* your-name] </label>
<label> Tu correo [email* your-email] </label>
[step "Tu sesión"]
<label> Tipo [select tipo "Retrato" "Familia"] </label>
[step class:final id:ultimo "Confirmación"]
[acceptance privacy] Acepto [/acceptance]
[submit "Reservar"]`

describe('multi-step forms', () => {
  const dom = renderDom(TEMPLATE)
  const steps = dom.find('fieldset', { class: 'wpcf7-step' })

  it('renders each step as a numbered fieldset, titled by its legend', () => {
    expect(
      steps.map((step) => [
        step.attribs['data-wpcf7-step'],
        text(dom.one('legend', { class: 'wpcf7-step-title' }, step)),
      ]),
    ).toEqual([
      ['1', 'Tus datos'],
      ['2', 'Tu sesión'],
      ['3', 'Confirmación'],
    ])
    expect(steps[2]?.attribs).toEqual({ class: 'wpcf7-step final', id: 'ultimo', 'data-wpcf7-step': '3' })
  })

  it('puts each field in its step, and what comes before the first step outside', () => {
    expect(steps.map((step) => dom.names(step))).toEqual([['your-name', 'your-email'], ['tipo'], ['privacy', '']])
    const body = renderBody(TEMPLATE)
    expect(
      body.startsWith(
        '<p>Reserva tu sesión en tres pasos.</p>\n<fieldset class="wpcf7-step" data-wpcf7-step="1"><legend class="wpcf7-step-title">Tus datos</legend>\n',
      ),
    ).toBe(true)
  })

  it('keeps every step visible, so the form works without JavaScript', () => {
    for (const step of steps) {
      expect(step.attribs.hidden).toBeUndefined()
      expect(step.attribs.style).toBeUndefined()
    }
  })

  it('leaves the response output after the last step', () => {
    expect(dom.html).toMatch(/<\/fieldset>\n<div class="wpcf7-response-output" aria-hidden="true"><\/div>\n<\/form>/)
  })

  it('names an untitled step by its number and escapes titles', () => {
    const html = renderBody(`[step] [text a] [step 'Paso "dos" & 1 < 2'] [text b]`)
    expect(html).toContain('<legend class="wpcf7-step-title">Paso 1</legend>')
    expect(html).toContain('<legend class="wpcf7-step-title">Paso &quot;dos&quot; &amp; 1 &lt; 2</legend>')
  })

  it('renders a template without steps as a single body', () => {
    expect(renderDom('[text a]').find('fieldset', { class: 'wpcf7-step' })).toEqual([])
  })
})

describe('splitSteps', () => {
  it('cuts the parsed template at each step, opening a step with its own content', () => {
    const { intro, steps } = splitSteps(
      parseTemplate('Hola [step "A"]Texto del paso[/step] [text a] [step "B"] [text b]').parts,
    )
    expect(intro).toEqual(['Hola '])
    expect(
      steps.map((step) => [
        step.tag.values[0],
        step.parts.map((part) => (typeof part === 'string' ? part : part.name)),
      ]),
    ).toEqual([
      ['A', ['Texto del paso', ' ', 'a', ' ']],
      ['B', [' ', 'b']],
    ])
  })
})
