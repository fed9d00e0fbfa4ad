import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

// The origin the server was built and started with (scripts/test-all.sh sets it to its own).
const SITE_URL = process.env.SITE_URL?.replace(/\/+$/, '') || 'http://localhost:3000'
const OMITTED_HREFLANG = ['en-ww', 'en-uk', 'es-mx', 'pl-pl', 'vi-vn', 'ru-ru']

const meta = (page: Page, attr: 'name' | 'property', key: string) =>
  page.locator(`head meta[${attr}="${key}"]`)

async function openSwitcher(page: Page) {
  const summary = page.locator('.language-switcher summary')
  await summary.click()
  await expect(page.locator('.language-switcher__panel')).toBeVisible()
}

test('pages without a description of their own carry the site’s, in their language (issue 16)', async ({
  request,
}) => {
  for (const [path, words] of [
    ['/en-ww/', /cognac house/],
    ['/fr-fr/', /maison de cognac/],
    ['/ru-ru/', /коньячный дом/],
    ['/zh-tw/', /干邑酒莊/],
  ] as const) {
    const html = await (await request.get(path)).text()
    const content = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(content, path).toMatch(words)
  }
})

test('a page head carries title, description, Open Graph and a large Twitter card', async ({
  page,
}) => {
  const response = await page.goto('/en-ww/contact-us/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/\S/)
  const description = await meta(page, 'name', 'description').getAttribute('content')
  expect(description?.length ?? 0).toBeGreaterThan(0)
  expect(description?.length ?? 0).toBeLessThanOrEqual(401)
  await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', /\S/)
  await expect(meta(page, 'property', 'og:description')).toHaveAttribute(
    'content',
    description ?? '',
  )
  await expect(meta(page, 'property', 'og:url')).toHaveAttribute(
    'content',
    `${SITE_URL}/en-ww/contact-us/`,
  )
  await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', /^https?:\/\//)
  await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE_URL}/en-ww/contact-us/`,
  )
  // A page without a robots rule is indexable.
  await expect(meta(page, 'name', 'robots')).toHaveCount(0)
})

test('the default share image is a real PNG', async ({ request }) => {
  const response = await request.get('/share-image.png')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/png')
})

test('a no_index page carries robots noindex,nofollow', async ({ page }) => {
  await page.goto('/en-ww/video-card/share/')
  await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', /noindex,\s*nofollow/)
})

// One item of the content types whose view wraps its document (issue 16 item 7: they had no
// alternates, and the switch led to the list page although the translation exists).
for (const path of [
  '/articles/the-coopers-craft/',
  '/sessions/the-art-of-tasting/',
  '/episodes/the-art-of-tasting-1-nose/',
  '/tag/heritage/',
]) {
  test(`${path} names its translations, and the switch goes to them`, async ({ page }) => {
    await page.goto(`/fr-fr${path}`)
    const alternates = page.locator('head link[rel="alternate"][hreflang]')
    await expect(page.locator('head link[rel="alternate"][hreflang="fr-fr"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/fr-fr${path}`,
    )
    expect(await alternates.count()).toBeGreaterThan(2)
    const zh = await page
      .locator('head link[rel="alternate"][hreflang="zh-tw"]')
      .getAttribute('href')
    expect(zh).toBe(`${SITE_URL}/zh-tw${path}`)
    await openSwitcher(page)
    await expect(page.locator('.language-switcher__panel a[href^="/zh-tw/"]')).toHaveAttribute(
      'href',
      `/zh-tw${path}`,
    )
  })
}

test('hreflang alternates follow SPEC §2.4', async ({ page }) => {
  await page.goto('/en-ww/la-maison/')
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('hreflang') ?? '', e.getAttribute('href') ?? '']),
    )
  const byLang = Object.fromEntries(links)
  for (const code of OMITTED_HREFLANG) expect(Object.keys(byLang)).not.toContain(code)
  // The en-uk page stays, labelled en-gb; en-us has its own slug.
  expect(byLang['en-gb']).toBe(`${SITE_URL}/en-uk/la-maison/`)
  expect(byLang['en-us']).toBe(`${SITE_URL}/en-us/the-house/`)
  expect(byLang['fr-fr']).toBe(`${SITE_URL}/fr-fr/la-maison/`)
  expect(byLang['x-default']).toBe(`${SITE_URL}/en-ww/la-maison/`)
  // 18 locales less en-ww, es-mx, pl-pl, vi-vn and ru-ru, plus x-default.
  expect(links).toHaveLength(14)
})

test('sitemap.xml and robots.txt answer with the expected content', async ({ request }) => {
  const index = await request.get('/sitemap.xml')
  expect(index.status()).toBe(200)
  expect(index.headers()['content-type']).toContain('xml')
  const indexXml = await index.text()
  expect(indexXml).toContain(`<loc>${SITE_URL}/en-us/sitemap.xml</loc>`)
  expect(indexXml.match(/<sitemap>/g)).toHaveLength(18)

  const us = await request.get('/en-us/sitemap.xml')
  expect(us.status()).toBe(200)
  const usXml = await us.text()
  expect(usXml).toContain(`<loc>${SITE_URL}/en-us/</loc>`)
  expect(usXml).toContain(`<loc>${SITE_URL}/en-us/the-house/</loc>`)
  expect(usXml).toContain(`<loc>${SITE_URL}/en-us/collection/cordon-bleu/</loc>`)
  // no_index pages and moved URLs are not offered to search engines.
  expect(usXml).not.toContain('/video-card/share/')
  expect(usXml).not.toContain('/en-us/collection/xo/')

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toContain('Disallow: /admin/')
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
})

test('switching language from a translated page lands on its translation', async ({ page }) => {
  await page.goto('/en-ww/la-maison/')
  await openSwitcher(page)
  const us = page.getByRole('link', { name: 'United States (English)' })
  await expect(us).toHaveAttribute('href', '/en-us/the-house/')
  await us.click()
  await expect(page).toHaveURL(/\/en-us\/the-house\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  // And back: the current locale is marked.
  await openSwitcher(page)
  await expect(page.getByRole('link', { name: 'United States (English)' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  const ww = page.getByRole('link', { name: 'International (English)' })
  await expect(ww).toHaveAttribute('href', '/en-ww/la-maison/')
})

test('the worldwide XO page switches to the US home, which serves it (SPEC §2.10)', async ({
  page,
}) => {
  await page.goto('/en-ww/collection/xo/')
  await openSwitcher(page)
  await expect(page.getByRole('link', { name: 'United States (English)' })).toHaveAttribute(
    'href',
    '/en-us/',
  )
  const alternate = page.locator('head link[rel="alternate"][hreflang="en-us"]')
  await expect(alternate).toHaveAttribute('href', `${SITE_URL}/en-us/`)
})

test('the US home serves the XO page, at one address, with the worldwide XO page as its alternate', async ({
  page,
  request,
}) => {
  await page.goto('/en-ww/collection/xo/')
  const title = await page.getByRole('heading', { level: 1 }).textContent()
  await page.goto('/en-us/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? 'XO')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE_URL}/en-us/`,
  )
  // The worldwide page is the x-default (SPEC §2.4: en-ww has no hreflang of its own).
  await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${SITE_URL}/en-ww/collection/xo/`,
  )
  await expect(page.locator('head link[rel="alternate"][hreflang="fr-fr"]')).toHaveAttribute(
    'href',
    `${SITE_URL}/fr-fr/collection/xo/`,
  )
  // The worldwide home does not name the US root, which is not a home page.
  await page.goto('/en-ww/')
  await expect(page.locator('head link[rel="alternate"][hreflang="en-us"]')).toHaveCount(0)
  // The XO page's own US address leads to the root, and the sitemap lists only the root.
  const moved = await request.get('/en-us/collection/xo/', { maxRedirects: 0 })
  expect([301, 308]).toContain(moved.status())
  expect(moved.headers().location).toMatch(/\/en-us\/$/)
  const sitemap = await (await request.get('/en-us/sitemap.xml')).text()
  expect(sitemap).toContain(`${SITE_URL}/en-us/</loc>`)
  expect(sitemap).not.toContain('/en-us/collection/xo/')
})

test('switching language from a home page goes to that locale’s home', async ({ page }) => {
  await page.goto('/en-ww/')
  await openSwitcher(page)
  const fr = page.getByRole('link', { name: 'France (Français)' })
  await expect(fr).toHaveAttribute('href', '/fr-fr/')
  await fr.click()
  await expect(page).toHaveURL(/\/fr-fr\/$/)
})

test.describe('a page without translations', () => {
  const slug = `us-only-${Date.now()}`
  let token = ''
  const created: { collection: string; id: number }[] = []

  const api = (request: APIRequestContext, method: 'post' | 'delete', url: string, data?: object) =>
    request[method](url, { headers: { Authorization: `JWT ${token}` }, data })

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/users/login/', {
      data: { email: 'editor@maison-solaine.test', password: 'Solaine-demo-2026!' },
    })
    expect(login.status()).toBe(200)
    token = (await login.json()).token
    const plan = await api(request, 'post', '/api/redirects/', {
      kind: 'old_site',
      from: `/fr-fr/${slug}/`,
      to: 'https://old.maison-solaine.example/fr/evenements/',
    })
    expect(plan.status()).toBe(201)
    created.push({ collection: 'redirects', id: (await plan.json()).doc.id })
    const page = await api(request, 'post', '/api/pages/?locale=en-ww', {
      title: 'An evening in Cognac',
      slug,
      template: 'universal',
      available: true,
      _status: 'published',
    })
    expect(page.status()).toBe(201)
    created.push({ collection: 'pages', id: (await page.json()).doc.id })
  })

  test.afterAll(async ({ request }) => {
    for (const { collection, id } of created.reverse()) {
      await api(request, 'delete', `/api/${collection}/${id}/`)
    }
  })

  test('leads to the old site (avp=0) where the plan has a page, else to the home', async ({
    page,
  }) => {
    const response = await page.goto(`/en-ww/${slug}/`)
    expect(response?.status()).toBe(200)
    await openSwitcher(page)
    const fr = page.getByRole('link', { name: /France \(Français\)/ })
    await expect(fr).toHaveAttribute(
      'href',
      'https://old.maison-solaine.example/fr/evenements/?avp=0',
    )
    const us = page.getByRole('link', { name: 'United States (English)' })
    await expect(us).toHaveAttribute('href', '/en-us/')
    await us.click()
    await expect(page).toHaveURL(/\/en-us\/$/)
  })
})

test.describe('moved URLs of the en-ww ↔ en-us table answer an HTTP redirect', () => {
  for (const [from, to] of [
    ['/en-us/la-maison/', '/en-us/the-house/'],
    ['/en-us/la-maison/history/', '/en-us/the-house/history/'],
    ['/en-us/collection/xo/', '/en-us/'],
    ['/en-ww/the-house/', '/en-ww/la-maison/'],
  ] as const) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect([301, 308]).toContain(response.status())
      // Next.js repeats the (identical) Location header on a cache miss: read the first.
      const location = response.headersArray().find((h) => h.name.toLowerCase() === 'location')
      expect(location?.value).toBe(to)
    })
  }
})
