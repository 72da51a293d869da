'use client'

import { useFormFields } from '@payloadcms/ui'
import { useEffect, useMemo, useState } from 'react'

import { renderContactForm, studioFacts } from '@/forms/render'
import type { StudioFacts } from '@/forms/template/studioTagKinds'
import { checkTemplate } from '@/forms/template/checkTemplate'
import { CONTACT_FORM } from '@/lib/constants'

/**
 * The form as visitors will see it, redrawn as the editor types, with the template's problems
 * listed above it (each names the tag). It uses the same renderer as the site, without its styles
 * or behaviour: a preview of the fields and texts, not a working form.
 */
export function TemplatePreview() {
  const template = useFormFields(([fields]) => fields.template?.value)
  const source = typeof template === 'string' ? template : ''
  const studio = useStudioFacts()
  const { html, problems } = useMemo(() => {
    const problems = checkTemplate(source)
    const html = renderContactForm(source, {
      formId: 0,
      unitTag: 'wpcf7-vista-previa',
      containerPostId: 0,
      action: '#',
      locale: CONTACT_FORM.locale,
      pluginVersion: CONTACT_FORM.pluginVersion,
      quizAnswerHash: () => '',
      ...(studio ? { studio } : {}),
    })
    return { html, problems }
  }, [source, studio])

  return (
    <section aria-labelledby="form-preview-title" style={{ margin: '0 0 2rem' }}>
      <h3 id="form-preview-title" style={{ margin: '0 0 0.5rem' }}>
        Vista previa
      </h3>
      {problems.length > 0 && (
        <ul role="alert" style={{ color: 'var(--theme-error-500)', margin: '0 0 1rem', paddingLeft: '1.25rem' }}>
          {problems.map((p) => (
            <li key={p.message}>{p.message}</li>
          ))}
        </ul>
      )}
      <div
        className="revela-form-preview"
        inert
        style={{
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
          padding: '1rem 1.25rem',
          background: 'var(--theme-elevation-0)',
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  )
}

/**
 * The studio's details as the site will write them into `[studio …]` tags, read once from the
 * settings (any editor may read them); until then, or if they cannot be read, the preview names
 * the detail instead.
 */
function useStudioFacts(): StudioFacts | undefined {
  const [facts, setFacts] = useState<StudioFacts>()
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/globals/site-settings?depth=0', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((settings) => settings && setFacts(studioFacts(settings)))
      .catch(() => {
        // Settings that cannot be read (offline, or the request aborted on unmount) leave
        // the preview naming each detail, as it does until they arrive.
      })
    return () => controller.abort()
  }, [])
  return facts
}
