/** What the gallery's action routes answer a script (Accept: application/json). */
interface ActionAnswer {
  ok: boolean
  message?: string
  favourite?: boolean
  note?: string
  counter?: string
  overLimit?: string | null
}

const post = async (action: string, body: URLSearchParams): Promise<ActionAnswer> => {
  try {
    const response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } })
    const answer = (await response.json().catch(() => {
      // Not JSON (a proxy's error page): said below as a failure to save.
      return null
    })) as ActionAnswer | null
    if (answer) return answer
    return { ok: false, message: 'No se ha podido guardar. Vuelve a intentarlo.' }
  } catch {
    // No connection: the client is told, and what they did is undone on screen.
    return { ok: false, message: 'Sin conexión: no se ha podido guardar. Vuelve a intentarlo.' }
  }
}

/**
 * The client gallery's behaviour on top of its plain forms and links (components/ClientGalleryView):
 * a heart or a note is saved on the server at once, without leaving the page (and survives a
 * reload, or another device with the same link); «Mis favoritas» filters in place; the counter and
 * the over-limit sentence follow the server's answer. Returns what undoes it.
 */
export function startClientGallery(root: HTMLElement): () => void {
  root.classList.add('cg-js')
  const output = root.querySelector('.cg-count output')
  const over = root.querySelector<HTMLElement>('.cg-over')
  const dialog = root.querySelector<HTMLDialogElement>('.cg-dialog')
  let noteButton: HTMLButtonElement | null = null
  for (const button of root.querySelectorAll<HTMLButtonElement>('.cg-note')) button.hidden = false

  const showCount = (answer: ActionAnswer) => {
    if (output && answer.counter) output.textContent = answer.counter
    if (over && answer.overLimit !== undefined) {
      over.textContent = answer.overLimit ?? ''
      over.hidden = !answer.overLimit
    }
  }
  const warn = (message: string) => {
    if (!over) return
    over.textContent = message
    over.hidden = false
  }

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    if (form.classList.contains('cg-fav')) {
      event.preventDefault()
      void toggleFavourite(form)
    } else if (dialog && form.closest('dialog') === dialog) {
      event.preventDefault()
      void saveNote(form)
    }
  }

  const toggleFavourite = async (form: HTMLFormElement) => {
    const button = form.querySelector('button')!
    const wanted = form.querySelector<HTMLInputElement>('input[name=favourite]')!
    const item = form.closest<HTMLElement>('.cg-photo')
    const next = wanted.value === '1'
    // At once on screen; undone if the server refuses.
    const show = (favourite: boolean) => {
      button.setAttribute('aria-pressed', String(favourite))
      wanted.value = favourite ? '0' : '1'
      item?.toggleAttribute('data-favourite', favourite)
    }
    // The form's values are read before the screen flips its hidden field for the next press.
    const body = new URLSearchParams(new FormData(form) as never)
    show(next)
    const answer = await post(form.action, body)
    if (!answer.ok) {
      show(!next)
      warn(answer.message ?? 'No se ha podido guardar.')
      return
    }
    show(Boolean(answer.favourite))
    showCount(answer)
  }

  const saveNote = async (form: HTMLFormElement) => {
    const error = form.querySelector<HTMLElement>('.cg-dialog-error')
    const answer = await post(form.action, new URLSearchParams(new FormData(form) as never))
    if (!answer.ok) {
      if (error) error.textContent = answer.message ?? 'No se ha podido guardar la nota.'
      return
    }
    if (noteButton) {
      const label = noteButton.getAttribute('aria-label')?.replace(/^[^:]*:/, '') ?? ''
      if (answer.note) noteButton.dataset.note = answer.note
      else delete noteButton.dataset.note
      noteButton.setAttribute('aria-label', `${answer.note ? 'Editar la nota' : 'Añadir una nota'}:${label}`)
    }
    dialog?.close()
    noteButton?.focus()
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const filter = target?.closest<HTMLAnchorElement>('.cg-filter')
    if (filter) {
      event.preventDefault()
      const on = root.dataset.filter !== 'favourites'
      if (on) root.dataset.filter = 'favourites'
      else delete root.dataset.filter
      filter.setAttribute('aria-pressed', String(on))
      const url = new URL(location.href)
      if (on) url.searchParams.set('favoritas', '1')
      else url.searchParams.delete('favoritas')
      history.replaceState(history.state, '', url)
      return
    }
    const note = target?.closest<HTMLButtonElement>('.cg-note')
    if (note && dialog) {
      noteButton = note
      const form = dialog.querySelector('form')!
      form.querySelector<HTMLInputElement>('input[name=photo]')!.value =
        note.closest<HTMLElement>('.cg-photo')!.dataset.photo!
      form.querySelector('textarea')!.value = note.dataset.note ?? ''
      const error = form.querySelector<HTMLElement>('.cg-dialog-error')
      if (error) error.textContent = ''
      dialog.showModal()
      return
    }
    if (target?.closest('.cg-cancel')) {
      dialog?.close()
      noteButton?.focus()
    }
  }

  root.addEventListener('submit', onSubmit)
  root.addEventListener('click', onClick)
  return () => {
    root.removeEventListener('submit', onSubmit)
    root.removeEventListener('click', onClick)
    root.classList.remove('cg-js')
  }
}
