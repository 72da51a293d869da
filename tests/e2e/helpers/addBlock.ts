import type { Page } from 'playwright-core'

/** Adds a block at the end of the page's «Bloques» from the blocks drawer, as the owner does. */
export async function addBlock(page: Page, name: string) {
  await page
    .getByRole('button', { name: /^Añadir (Layout|bloque)/i })
    .last()
    .click()
  const drawer = page.locator('[class*="blocks-drawer"]').first()
  await drawer.locator('.thumbnail-card__label').getByText(name, { exact: true }).click()
  await drawer.waitFor({ state: 'hidden' })
}
