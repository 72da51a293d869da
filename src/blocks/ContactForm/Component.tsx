import { SignalCollector } from '@/components/SignalCollector.client'
import { getForm } from '@/data/forms'
import { getSettings } from '@/data/globals'
import { studioFacts } from '@/forms/render'
import { formClientConfig } from '@/forms/data/formClientConfig'
import { renderFormHtml } from '@/blocks/ContactForm/renderFormHtml'
import { formRenderScope } from '@/blocks/renderScope'
import type { ContactFormBlock } from '@/payload-types'

import { ContactFormScript } from './ContactFormScript.client'
import './contactForm.css'

/**
 * A contact form in Contact Form 7's markup, drawn on the server so that it works without
 * JavaScript (a plain POST answered with the whole page) and is in the prerendered HTML; the
 * client half only adds behaviour to it.
 */
export async function ContactFormComponent({ form }: ContactFormBlock) {
  const id = typeof form === 'object' ? form?.id : form
  const doc = id ? await getForm(id) : null
  if (!doc) return null
  const scope = formRenderScope()
  scope.counter += 1
  const { html, unitTag } = renderFormHtml(doc, {
    containerPostId: scope.containerPostId,
    path: scope.path,
    n: scope.counter,
    studio: studioFacts(await getSettings()),
  })
  return (
    <>
      <div className="block-contact-form" dangerouslySetInnerHTML={{ __html: html }} />
      <ContactFormScript unitTag={unitTag} config={await formClientConfig()} />
      <SignalCollector />
    </>
  )
}
