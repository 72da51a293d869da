import Link from 'next/link'
import type { Payload } from 'payload'

import { firstSteps } from './firstSteps'
import { siteFacts } from './siteFacts'

/**
 * «Primeros pasos» on the dashboard: what a new site still needs, as a checklist. Open while
 * something is left; folded (one line saying all is done) once everything is.
 */
export async function FirstSteps({ payload, user }: { payload: Payload; user?: { roles?: string[] | null } | null }) {
  const steps = firstSteps(await siteFacts(payload, user), payload.config.routes.admin)
  const done = steps.filter((s) => s.done).length
  const left = steps.length - done
  return (
    <details className="revela-steps" open={left > 0}>
      <summary>
        <span className="revela-steps__title">Primeros pasos</span>{' '}
        <span className="revela-steps__tally">{left === 0 ? 'todo listo' : `${done} de ${steps.length} hechos`}</span>
      </summary>
      <ol className="revela-steps__list">
        {steps.map((step) => (
          <li
            key={step.key}
            className={step.done ? 'revela-steps__step revela-steps__step--done' : 'revela-steps__step'}
            data-step={step.key}
          >
            <span className="revela-steps__mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <div>
              <p className="revela-steps__name">
                {step.href ? (
                  <Link href={step.href} prefetch={false}>
                    {step.title}
                  </Link>
                ) : (
                  step.title
                )}
                <span className="revela-visually-hidden">{step.done ? ' (hecho)' : ' (pendiente)'}</span>
              </p>
              <p className="revela-steps__hint">{step.hint}</p>
            </div>
          </li>
        ))}
      </ol>
    </details>
  )
}
