import { NATIVE_SHARE_MEDIA, offerNativeShare } from './offerNativeShare'

/**
 * The only behaviour share buttons need beyond plain links: the «Compartir…» button (Web Share
 * API, phones and tablets) and the print button, both drawn hidden by the server and revealed here,
 * so that without JavaScript no button is shown that could not work.
 */
export function startShareButtons(root: HTMLElement, win: Window = window): { destroy(): void } {
  const nativeItem = root.querySelector<HTMLElement>('[data-share-native]')
  const printItem = root.querySelector<HTMLElement>('[data-share-print]')
  const query = win.matchMedia(NATIVE_SHARE_MEDIA)
  const hasShareApi = typeof win.navigator.share === 'function'
  const update = () => {
    if (nativeItem) nativeItem.hidden = !offerNativeShare({ hasShareApi, mobileViewport: query.matches })
  }

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button')
    if (!button || !root.contains(button)) return
    if (nativeItem?.contains(button)) {
      const data = {
        title: root.dataset.shareTitle ?? win.document.title,
        url: root.dataset.shareUrl ?? win.location.href,
      }
      // Closing the sheet rejects with AbortError; there is nothing to tell the visitor then.
      win.navigator.share(data).catch(() => {})
    } else if (printItem?.contains(button)) win.print()
  }

  if (printItem) printItem.hidden = false
  update()
  query.addEventListener('change', update)
  root.addEventListener('click', onClick)
  return {
    destroy() {
      query.removeEventListener('change', update)
      root.removeEventListener('click', onClick)
    },
  }
}
