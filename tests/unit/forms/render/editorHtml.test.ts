import { describe, expect, it } from 'vitest'

import { renderContactForm, sanitizeEditorHtml } from '@/forms/render'

import { context, renderDom, text } from './helpers'

describe('renderContactForm: the editor’s HTML is sanitised', () => {
  it.each<[string, string, string]>([
    ['a script', '<p>Hola<script>alert(1)</script></p>', '<p>Hola</p>'],
    ['a style', '<style>body{display:none}</style><p>Hola</p>', '<p>Hola</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Hola</p>', '<p>Hola</p>'],
    [
      'event handlers and inline styles',
      '<div onclick="alert(1)" style="position:fixed">Hola</div>',
      '<div>Hola</div>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">Pulsa</a>', '<a>Pulsa</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">Pulsa</a>', '<a>Pulsa</a>'],
    ['ids, which could clash with the form’s', '<div id="wpcf7-f7-p12-o1">Hola</div>', '<div>Hola</div>'],
    [
      'CF7’s own classes, which its script looks for',
      '<div class="wpcf7-response-output destacado">Hola</div>',
      '<div class="destacado">Hola</div>',
    ],
    ['a form, keeping what it held', '<form action="https://evil.example"><p>Hola</p></form>', '<p>Hola</p>'],
    [
      'controls written by hand',
      '<input name="_wpcf7" value="1"><select name="x"><option>a</option></select><button>Ok</button>',
      'Ok',
    ],
    ['comments', '<!-- nota --><p>Hola</p>', '<p>Hola</p>'],
  ])('drops %s', (_, html, expected) => {
    expect(sanitizeEditorHtml(html)).toBe(expected)
  })

  it('keeps the layout an editor needs', () => {
    const html =
      '<h2 class="titulo">Cuéntanos</h2><div class="columnas"><fieldset><legend>Datos</legend><label for="nombre">Nombre</label></fieldset></div>' +
      '<ul><li><strong>a</strong> <em>b</em> <b>c</b> <i>d</i> <small>e</small> <abbr title="Por ejemplo">p. ej.</abbr></li></ul>' +
      '<table><thead><tr><th scope="col">x</th></tr></thead><tbody><tr><td colspan="2">y</td></tr></tbody></table>' +
      '<a href="https://revela.example/precios/" target="_blank">Precios</a> <a href="mailto:hola@revela.example">Correo</a>'
    expect(sanitizeEditorHtml(html)).toBe(html.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"'))
  })

  it('never alters the markup of the controls', () => {
    const template =
      '<div class="fila" data-x="1" onclick="x()">[text* nombre id:nombre class:ancho placeholder "Tu nombre"]</div>'
    const html = renderContactForm(template, context())
    expect(html).toContain(
      '<div class="fila"><span class="wpcf7-form-control-wrap" data-name="nombre"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required ancho" id="nombre" aria-required="true" aria-invalid="false" placeholder="Tu nombre" value="" type="text" name="nombre" /></span></div>',
    )
  })

  it('renders no tag that the sanitiser threw away, and none from an attribute', () => {
    const dom = renderDom('<script>[text a]</script><abbr title="Campo [text b]">[text c]</abbr>')
    expect(dom.names().filter((name) => !name.startsWith('_'))).toEqual(['c'])
    expect(dom.one('abbr').attribs).toEqual({ title: 'Campo ' })
  })

  it('cannot close a step or the form early', () => {
    const dom = renderDom('[step "A"] </fieldset></form></div> [text a] [step "B"] [text b]')
    const steps = dom.find('fieldset', { class: 'wpcf7-step' })
    expect(steps.map((step) => dom.names(step))).toEqual([['a'], ['b']])
    expect(dom.html.match(/<\/form>/g)).toHaveLength(1)
  })

  it('cannot be tricked into filling in a placeholder of its own', () => {
    const dom = renderDom('Texto \uE0000\uE001 y \uE0020\uE001 [text a]')
    expect(dom.names().filter((name) => !name.startsWith('_'))).toEqual(['a'])
  })

  it('keeps text that looks like HTML as text', () => {
    const dom = renderDom('Si 2 < 3 & 4 > 1, escribe [[text x]]')
    expect(dom.html).toContain('<p>Si 2 &lt; 3 &amp; 4 &gt; 1, escribe [text x]</p>')
  })

  it('sanitises an acceptance text to inline markup inside its label', () => {
    const dom = renderDom(
      '[acceptance ok]<div onmouseover="x()">Acepto las <a href="javascript:x()">condiciones</a> y la <a href="/privacidad/" class="wpcf7-x enlace">privacidad</a><script>alert(1)</script></div>[/acceptance]',
    )
    const label = dom.one('span', { class: 'wpcf7-list-item-label' })
    expect(dom.html).toContain(
      '<span class="wpcf7-list-item-label">Acepto las <a>condiciones</a> y la <a href="/privacidad/" class="enlace">privacidad</a></span>',
    )
    expect(text(label)).toBe('Acepto las condiciones y la privacidad')
    expect(dom.find('div', {}, label)).toEqual([])
  })
})
