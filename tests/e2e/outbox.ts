import { type APIRequestContext, expect } from '@playwright/test'

/** The seeded demo editor (README "The admin"): the dev outbox is readable by CMS editors only. */
const DEMO_EDITOR = { email: 'editor@maison-solaine.test', password: 'Solaine-demo-2026!' }
const editorTokens = new WeakMap<APIRequestContext, string>()

export async function asEditor(request: APIRequestContext) {
  let token = editorTokens.get(request)
  if (!token) {
    const login = await request.post('/api/users/login/', { data: DEMO_EDITOR })
    expect(login.status()).toBe(200)
    token = (await login.json()).token as string
    editorTokens.set(request, token)
  }
  return { Authorization: `JWT ${token}` }
}

/**
 * The newest link with `?token=` in the emails the dev outbox received for `to` with `subject`
 * (waits up to 10 s: mail is sent after the answer). `page` narrows it to links to that path part.
 */
export async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  subject: string,
  page = '',
): Promise<URL> {
  const headers = await asEditor(request)
  const pattern = new RegExp(`https?://\\S+${page}\\S*[?&]token=[\\w.%-]+`)
  for (let i = 0; i < 50; i++) {
    const answer = await request.get('/api/members/dev-outbox/?format=json', { headers })
    expect(answer.status()).toBe(200)
    const { messages } = (await answer.json()) as {
      messages: Array<{ to: string; subject: string; text: string }>
    }
    const mail = messages.find((m) => m.to.includes(to) && m.subject === subject)
    const link = mail?.text.match(pattern)?.[0]
    if (link) return new URL(link)
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no "${subject}" email to ${to}`)
}
