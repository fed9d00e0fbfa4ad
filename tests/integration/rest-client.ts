/**
 * Calls Payload's REST API the way `next start` serves it: through the app's own route handlers
 * (src/app/(payload)/api/[...slug]/route.ts) with a real Request, so everything between the URL
 * and the database runs (query parsing, authentication from headers and cookies, access control,
 * select, populate, depth, error answers). Import it only after startPayload(): the route loads
 * the Payload config, which reads DATABASE_URL.
 */

type Handler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

export interface RestAnswer {
  status: number
  text: string
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown
  headers: Headers
}

let routes: Record<string, Handler> | undefined

export const SITE = 'http://localhost:3000'

export async function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS',
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<RestAnswer> {
  routes ??= (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Record<
    string,
    Handler
  >
  const url = new URL(path, SITE)
  // Next.js hands the handler the path segments after /api/, decoded.
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s))
  const handler = routes[method]
  if (!handler) throw new Error(`no ${method} handler`)
  const response = await handler(
    new Request(url, { method, headers: init.headers, body: init.body }),
    { params: Promise.resolve({ slug }) },
  )
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, text, json, headers: response.headers }
}

/**
 * Signs a CMS user in as the admin's sign-in form does (POST /api/users/login/) and returns the
 * answer with its token; fails the test when the sign-in is refused.
 */
export async function signInOverRest(
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ token: string; answer: RestAnswer }> {
  const answer = await rest('POST', '/api/users/login/', {
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  })
  const token = (answer.json as { token?: unknown } | undefined)?.token
  if (answer.status !== 200 || typeof token !== 'string' || !token) {
    throw new Error(`sign-in of ${email} refused: ${answer.status} ${answer.text.slice(0, 200)}`)
  }
  return { token, answer }
}
