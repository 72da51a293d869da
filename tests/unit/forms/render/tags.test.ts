import { describe, expect, it } from 'vitest'

import { renderContactForm } from '@/forms/render'

import { context, outcome, renderOne } from './helpers'

const wrap = (name: string, control: string): string =>
  `<span class="wpcf7-form-control-wrap" data-name="${name}">${control}</span>`

describe('tag markup, as CF7 6.1.6 writes it', () => {
  it.each<[string, string]>([
    [
      '[text your-name]',
      wrap(
        'your-name',
        '<input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text" aria-invalid="false" value="" type="text" name="your-name" />',
      ),
    ],
    [
      '[email* correo id:correo class:a class:b 30/80 minlength:6 readonly autocomplete:email tabindex:2 placeholder "tu@correo.es"]',
      wrap(
        'correo',
        '<input size="30" maxlength="80" minlength="6" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email a b" id="correo" tabindex="2" readonly="readonly" autocomplete="email" aria-required="true" aria-invalid="false" placeholder="tu@correo.es" value="" type="email" name="correo" />',
      ),
    ],
    [
      '[url web "https://"]',
      wrap(
        'web',
        '<input size="40" maxlength="400" class="wpcf7-form-control wpcf7-url wpcf7-text wpcf7-validates-as-url" aria-invalid="false" value="https://" type="url" name="web" />',
      ),
    ],
    // A minimum above the maximum drops both, as CF7 does.
    [
      '[tel tel maxlength:5 minlength:9]',
      wrap(
        'tel',
        '<input size="40" class="wpcf7-form-control wpcf7-tel wpcf7-text wpcf7-validates-as-tel" aria-invalid="false" value="" type="tel" name="tel" />',
      ),
    ],
    [
      '[textarea* mensaje 60x5 placeholder "Cuéntanos"]',
      wrap(
        'mensaje',
        '<textarea cols="60" rows="5" maxlength="2000" class="wpcf7-form-control wpcf7-textarea wpcf7-validates-as-required" aria-required="true" aria-invalid="false" placeholder="Cuéntanos" name="mensaje"></textarea>',
      ),
    ],
    [
      '[textarea nota]Primera línea\nsegunda & <b>[/textarea]',
      wrap(
        'nota',
        '<textarea cols="40" rows="10" maxlength="2000" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="nota">Primera línea\nsegunda &amp; &lt;b&gt;</textarea>',
      ),
    ],
    [
      '[number* personas min:1 max:10 step:1 "2"]',
      wrap(
        'personas',
        '<input class="wpcf7-form-control wpcf7-number wpcf7-validates-as-required wpcf7-validates-as-number" min="1" max="10" step="1" aria-required="true" aria-invalid="false" value="2" type="number" name="personas" />',
      ),
    ],
    // A slider has limits and, empty, starts halfway.
    [
      '[range nota]',
      wrap(
        'nota',
        '<input class="wpcf7-form-control wpcf7-range wpcf7-validates-as-number" min="0" max="100" aria-invalid="false" value="50" type="range" name="nota" />',
      ),
    ],
    [
      '[range nota min:1 max:2]',
      wrap(
        'nota',
        '<input class="wpcf7-form-control wpcf7-range wpcf7-validates-as-number" min="1" max="2" aria-invalid="false" value="1.5" type="range" name="nota" />',
      ),
    ],
    [
      '[date* fecha min:today max:today+1month "today+7days"]',
      wrap(
        'fecha',
        '<input class="wpcf7-form-control wpcf7-date wpcf7-validates-as-required wpcf7-validates-as-date" min="2025-03-14" max="2025-04-14" aria-required="true" aria-invalid="false" value="2025-03-21" type="date" name="fecha" />',
      ),
    ],
    // A limit that reads as no date is left out.
    [
      '[date fecha min:ayer]',
      wrap(
        'fecha',
        '<input class="wpcf7-form-control wpcf7-date wpcf7-validates-as-date" aria-invalid="false" value="" type="date" name="fecha" />',
      ),
    ],
    [
      '[select* tipo "Retrato" "Boda|bodas@estudio.es"]',
      wrap(
        'tipo',
        '<select class="wpcf7-form-control wpcf7-select wpcf7-validates-as-required" aria-required="true" aria-invalid="false" name="tipo"><option value="Retrato">Retrato</option><option value="Boda">Boda</option></select>',
      ),
    ],
    [
      '[select extras multiple include_blank default:1_2 "a" "b" "c"]',
      wrap(
        'extras',
        '<select class="wpcf7-form-control wpcf7-select" aria-invalid="false" multiple="multiple" name="extras[]"><option value="">—Elige una opción—</option><option value="a" selected="selected">a</option><option value="b" selected="selected">b</option><option value="c">c</option></select>',
      ),
    ],
    [
      '[select tipo first_as_label size "Elige…" "a"]',
      wrap(
        'tipo',
        '<select class="wpcf7-form-control wpcf7-select" aria-invalid="false" size="1" name="tipo"><option value="">Elige…</option><option value="a">a</option></select>',
      ),
    ],
    [
      '[checkbox extras "Álbum" "Copias"]',
      wrap(
        'extras',
        '<span class="wpcf7-form-control wpcf7-checkbox"><span class="wpcf7-list-item first"><input type="checkbox" name="extras[]" value="Álbum" /><span class="wpcf7-list-item-label">Álbum</span></span><span class="wpcf7-list-item last"><input type="checkbox" name="extras[]" value="Copias" /><span class="wpcf7-list-item-label">Copias</span></span></span>',
      ),
    ],
    [
      '[checkbox* uno exclusive use_label_element label_first default:2 "a" "b"]',
      wrap(
        'uno',
        '<span class="wpcf7-form-control wpcf7-checkbox wpcf7-validates-as-required wpcf7-exclusive-checkbox"><span class="wpcf7-list-item first"><label><span class="wpcf7-list-item-label">a</span><input type="checkbox" name="uno" value="a" /></label></span><span class="wpcf7-list-item last"><label><span class="wpcf7-list-item-label">b</span><input type="checkbox" name="uno" value="b" checked="checked" /></label></span></span>',
      ),
    ],
    [
      '[radio contacto use_label_element tabindex:3 free_text "Teléfono" "Otro"]',
      wrap(
        'contacto',
        '<span class="wpcf7-form-control wpcf7-radio"><span class="wpcf7-list-item first"><label><input type="radio" name="contacto" value="Teléfono" tabindex="3" /><span class="wpcf7-list-item-label">Teléfono</span></label></span><span class="wpcf7-list-item last has-free-text"><label><input type="radio" name="contacto" value="Otro" tabindex="4" /><span class="wpcf7-list-item-label">Otro</span></label> <input type="text" name="_wpcf7_free_text_contacto" class="wpcf7-free-text" tabindex="5" disabled="disabled" /></span></span>',
      ),
    ],
    [
      '[acceptance privacidad optional invert]Acepto[/acceptance]',
      wrap(
        'privacidad',
        '<span class="wpcf7-form-control wpcf7-acceptance invert optional"><span class="wpcf7-list-item"><label><input type="checkbox" name="privacidad" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">Acepto</span></label></span></span>',
      ),
    ],
    [
      '[acceptance boletin default:on class:x id:boletin "Quiero el boletín"]',
      wrap(
        'boletin',
        '<span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="boletin" value="1" checked="checked" class="x" id="boletin" aria-invalid="false" /><span class="wpcf7-list-item-label">Quiero el boletín</span></label></span></span>',
      ),
    ],
    [
      '[file* cv limit:2mb filetypes:pdf|jpg capture:user]',
      wrap(
        'cv',
        '<input size="40" class="wpcf7-form-control wpcf7-file wpcf7-validates-as-required" capture="user" accept=".pdf,.jpg" aria-required="true" aria-invalid="false" type="file" name="cv" />',
      ),
    ],
    [
      '[file foto]',
      wrap(
        'foto',
        '<input size="40" class="wpcf7-form-control wpcf7-file" accept="audio/*,video/*,image/*" aria-invalid="false" type="file" name="foto" />',
      ),
    ],
    [
      '[submit]',
      '<input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Enviar" /><span class="wpcf7-spinner"></span>',
    ],
    [
      '[submit class:grande id:enviar "Pedir cita"]',
      '<input class="wpcf7-form-control wpcf7-submit has-spinner grande" id="enviar" type="submit" value="Pedir cita" /><span class="wpcf7-spinner"></span>',
    ],
    [
      '[hidden origen "web"]',
      '<input class="wpcf7-form-control wpcf7-hidden" value="web" type="hidden" name="origen" />\n',
    ],
    [
      '[contact-form-7 id="12" title="Contacto"]',
      '<p class="wpcf7-form-in-wrong-place"><strong>Error:</strong> Este formulario de contacto está situado en el lugar incorrecto.</p>\n',
    ],
  ])('%s', (template, expected) => {
    expect(renderOne(template)).toBe(expected)
  })

  it('renders nothing for a field without a name', () => {
    expect(renderOne('[text]')).toBe('')
    expect(renderOne('[select "a"]')).toBe('')
  })

  it('ignores a reserved id and an id already used', () => {
    expect(renderOne('[text a id:wpcf7-x]')).not.toContain(' id=')
    expect(renderOne('[text a id:campo] [text b id:campo]').match(/ id="campo"/g)).toHaveLength(1)
  })

  it('takes default:get from the page’s query, cleaned', () => {
    const query = { origen: 'instagram <b>x</b>%20', pack: ['b'], tipo: 'Boda' }
    expect(renderOne('[hidden origen default:get]', { query })).toBe(
      '<input class="wpcf7-form-control wpcf7-hidden" value="instagram x" type="hidden" name="origen" />\n',
    )
    expect(renderOne('[checkbox pack default:get "a" "b"]', { query })).toContain('value="b" checked="checked"')
    expect(renderOne('[select tipo default:get "Retrato" "Boda"]', { query })).toContain(
      '<option value="Boda" selected="selected">',
    )
    expect(renderOne('[text t default:get "fijo"]', { query })).toContain('value="fijo"')
  })

  it('keeps a template value’s character references, as esc_attr does, but escapes everything else', () => {
    expect(renderOne('[select s "Fish &amp; Chips" "a<b"]')).toContain(
      '<option value="Fish &amp; Chips">Fish &amp; Chips</option><option value="a&lt;b">a&lt;b</option>',
    )
  })
})

describe('free text after a post', () => {
  it('is enabled and refilled when its item was chosen', () => {
    const html = renderOne('[checkbox c free_text "a" "Otro"]', {
      outcome: outcome({ values: { c: ['Otro azul'], _wpcf7_free_text_c: ['azul'] } }),
    })
    expect(html).toContain(
      '<input type="checkbox" name="c[]" value="Otro" checked="checked" /><span class="wpcf7-list-item-label">Otro</span> <input type="text" name="_wpcf7_free_text_c" class="wpcf7-free-text" value="azul" /></span>',
    )
  })
})

describe('[count]', () => {
  it.each<[string, string]>([
    [
      '[textarea m] [count m]',
      '<span class="wpcf7-character-count up" data-target-name="m" data-starting-value="0" data-current-value="0">0</span>',
    ],
    [
      '[textarea m maxlength:500 minlength:10] [count m down]',
      '<span class="wpcf7-character-count down" data-target-name="m" data-starting-value="500" data-current-value="500" data-maximum-value="500" data-minimum-value="10">500</span>',
    ],
    [
      '[text t 40/100] [count t id:cuenta class:gris]',
      '<span id="cuenta" class="wpcf7-character-count up gris" data-target-name="t" data-starting-value="0" data-current-value="0" data-maximum-value="100">0</span>',
    ],
  ])('%s', (template, expected) => {
    expect(renderOne(template)).toContain(expected)
  })

  it('counts a refilled value, trimmed, and flags it when too long', () => {
    const html = renderOne('[textarea m maxlength:5] [count m down]', {
      outcome: outcome({ values: { m: [' 123456 '] } }),
    })
    expect(html).toContain(
      '<span class="wpcf7-character-count down too-long" data-target-name="m" data-starting-value="5" data-current-value="-1" data-maximum-value="5">-1</span>',
    )
  })
})

describe('[response]', () => {
  it('places the response output where written, and then not at the end', () => {
    const html = renderContactForm(
      '<div class="arriba">[response]</div>\n[text a]',
      context({ outcome: outcome({ message: 'Hecho' }) }),
    )
    expect(html.match(/wpcf7-response-output/g)).toHaveLength(1)
    expect(html).toContain(
      '<div class="arriba">\n<div class="wpcf7-response-output" aria-hidden="true">Hecho</div>\n</div>',
    )
  })

  it('is a block of its own, never inside a paragraph', () => {
    expect(renderContactForm('Antes\n[response]\nDespués', context())).toContain(
      '</fieldset>\n<p>Antes</p>\n<div class="wpcf7-response-output" aria-hidden="true"></div>\n<p>Después</p>\n</form>',
    )
  })

  it('may be placed more than once, as in CF7', () => {
    expect(renderContactForm('[response] [text a] [response]', context()).match(/wpcf7-response-output/g)).toHaveLength(
      2,
    )
  })
})
