import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { asEditor } from './outbox'

/**
 * A page an editor publishes during a test, through the CMS API as the demo editor, for blocks
 * no seeded page carries (the demo frames no external address: issue 13). Remove it afterwards.
 */
export async function publishEditorPage(
  request: APIRequestContext,
  data: { title: string; layout: object[] },
): Promise<{ path: string; remove: () => Promise<void> }> {
  const headers = await asEditor(request)
  const slug = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const created = await request.post('/api/pages/?locale=en-ww', {
    headers,
    // Pages have drafts (issue 17): published, or no visitor would see it.
    data: { ...data, slug, template: 'universal', available: true, _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number
  return {
    path: `/en-ww/${slug}/`,
    remove: async () => {
      await request.delete(`/api/pages/${id}/`, { headers })
    },
  }
}

/** A page with the event-registration iframe block of an editor's partner event (SPEC §2.7). */
export function publishEventtiaPage(request: APIRequestContext) {
  return publishEditorPage(request, {
    title: 'Partner event registration',
    layout: [
      {
        blockType: 'eventtia_iframe_section_slice',
        title: 'Register for the harvest dinner',
        iframe_url: 'https://events.maison-solaine.test/harvest-dinner/',
      },
    ],
  })
}

/** The seed's CMS users (scripts/seed/run-seed.ts, README "The admin"). */
export const DEMO_EDITOR = { email: 'editor@maison-solaine.test', password: 'Solaine-demo-2026!' }
/** The seed's market editor: France and Canada French. */
export const MARKET_EDITOR = {
  email: 'market@maison-solaine.test',
  password: 'Solaine-market-2026!',
}

/** Signs in to the admin, by default as the demo editor. */
export async function signInToAdmin(page: Page, user = DEMO_EDITOR) {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/email/i).fill(user.email)
  await page
    .getByLabel(/password/i)
    .first()
    .fill(user.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}
