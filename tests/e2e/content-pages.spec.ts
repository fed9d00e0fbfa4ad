import { expect, type Page, test } from '@playwright/test'
import { ARTICLES } from '../../scripts/seed/data/articles'
import { videoUrl } from '../../scripts/seed/data/news'

/** Fails the test on any console error the page logs. */
function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`)
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return errors
}

// Every test here only reads the demo content: they share the workers (5.9 min on one worker
// when they ran one after another).
test.describe.configure({ mode: 'parallel' })

type Locale = 'en-ww' | 'fr-fr' | 'zh-tw'

/** A detail page of every content type of SPEC §2.1, with its seeded title per locale. */
const DETAILS: Array<{ type: string; path: string; titles: Record<Locale, string> }> = [
  {
    type: 'Article',
    path: '/articles/the-art-of-blending/',
    titles: {
      'en-ww': 'The art of blending',
      'fr-fr': 'L’art de l’assemblage',
      'zh-tw': '調配的藝術',
    },
  },
  {
    type: 'Video',
    path: '/videos/the-making-of-xo/',
    titles: {
      'en-ww': 'The making of XO',
      'fr-fr': 'Dans les coulisses de l’XO',
      'zh-tw': 'XO 的誕生',
    },
  },
  {
    type: 'Show',
    path: '/shows/autumn-strings-2025/',
    titles: {
      'en-ww': 'Solaine Sessions: Autumn Strings',
      'fr-fr': 'Solaine Sessions : cordes d’automne',
      'zh-tw': 'Solaine Sessions：秋日弦樂',
    },
  },
  {
    type: 'Timeline',
    path: '/timeline/1847-founding/',
    titles: { 'en-ww': 'The founding', 'fr-fr': 'La fondation', 'zh-tw': '創立' },
  },
  {
    type: 'Journey',
    path: '/journeys/heritage/',
    titles: { 'en-ww': 'Heritage', 'fr-fr': 'Héritage', 'zh-tw': '傳承' },
  },
  {
    type: 'QuizzJourneys',
    path: '/quizzjourneys/quizz-journeys/',
    titles: {
      'en-ww': 'Which journey is yours?',
      'fr-fr': 'Quel voyage est le vôtre ?',
      'zh-tw': '哪一段旅程屬於你？',
    },
  },
  {
    type: 'QuizzCognacProfile',
    path: '/quizzcognacprofile/quizz-cognac-profile/',
    titles: {
      'en-ww': 'Which cognac are you?',
      'fr-fr': 'Quel cognac êtes-vous ?',
      'zh-tw': '你是哪一種干邑？',
    },
  },
  {
    type: 'Quiz',
    path: '/quiz/cognac-knowledge/',
    titles: {
      'en-ww': 'How well do you know cognac?',
      'fr-fr': 'Connaissez-vous vraiment le cognac ?',
      'zh-tw': '你對干邑了解多少？',
    },
  },
  {
    type: 'Masterclass',
    path: '/sessions/the-art-of-tasting/',
    titles: {
      'en-ww': 'The art of tasting',
      'fr-fr': 'L’art de la dégustation',
      'zh-tw': '品鑑的藝術',
    },
  },
  {
    type: 'MasterclassVideo',
    path: '/episodes/the-art-of-tasting-1-nose/',
    titles: { 'en-ww': 'The nose', 'fr-fr': 'Le nez', 'zh-tw': '香氣' },
  },
  {
    type: 'Tags',
    path: '/tag/heritage/',
    titles: { 'en-ww': 'Heritage', 'fr-fr': 'Patrimoine', 'zh-tw': '傳承' },
  },
]

/**
 * A seeded page of every template of the issue, with its title per locale and what only that
 * template draws (a selector), when it draws more than the editor's blocks.
 */
const TEMPLATES: Array<{
  template: string
  path: string
  titles: Record<Locale, string>
  own?: string
}> = [
  {
    template: 'Home',
    path: '/',
    titles: {
      'en-ww': 'The art of patience',
      'fr-fr': 'L’art de la patience',
      'zh-tw': '耐心的藝術',
    },
  },
  {
    template: 'Cocktails list',
    path: '/cocktails/',
    titles: { 'en-ww': 'Cocktails', 'fr-fr': 'Cocktails', 'zh-tw': '調酒' },
    own: '.filter-bar',
  },
  {
    template: 'Food recipes list',
    path: '/food-recipes/',
    titles: { 'en-ww': 'Food recipes', 'fr-fr': 'Recettes', 'zh-tw': '美食食譜' },
    own: '.card--food-recipes',
  },
  {
    template: 'Articles list',
    path: '/articles/',
    titles: { 'en-ww': 'Articles', 'fr-fr': 'Articles', 'zh-tw': '文章' },
    own: '.card--articles',
  },
  {
    template: 'Videos list',
    path: '/videos/',
    titles: { 'en-ww': 'Videos', 'fr-fr': 'Vidéos', 'zh-tw': '影片' },
    own: '.card--videos',
  },
  {
    template: 'News',
    path: '/news/',
    titles: { 'en-ww': 'News', 'fr-fr': 'Actualités', 'zh-tw': '最新消息' },
    own: '.card--news',
  },
  {
    template: 'Shows',
    path: '/shows/',
    titles: { 'en-ww': 'Shows', 'fr-fr': 'Spectacles', 'zh-tw': '演出' },
    own: '#shows-past',
  },
  {
    template: 'Playlists',
    path: '/playlists/',
    titles: { 'en-ww': 'Playlists', 'fr-fr': 'Playlists', 'zh-tw': '歌單' },
    own: '.card--playlists',
  },
  {
    template: 'Timeline',
    path: '/timeline/',
    titles: { 'en-ww': 'Timeline', 'fr-fr': 'Chronologie', 'zh-tw': '大事紀' },
    own: '.timeline-list',
  },
  {
    template: 'Maison',
    path: '/la-maison/craftsmanship/',
    titles: { 'en-ww': 'Craftsmanship', 'fr-fr': 'Savoir-faire', 'zh-tw': '工藝' },
  },
  {
    template: 'Visit us',
    path: '/visit-us/',
    titles: { 'en-ww': 'Visit us', 'fr-fr': 'Nous rendre visite', 'zh-tw': '參觀酒莊' },
    own: '.block--visit-header',
  },
  {
    template: 'Collection',
    path: '/collection/',
    titles: { 'en-ww': 'The collection', 'fr-fr': 'La collection', 'zh-tw': '酒款系列' },
    own: '.item-card',
  },
  {
    template: 'Tags',
    path: '/tags/',
    titles: { 'en-ww': 'Topics', 'fr-fr': 'Thèmes', 'zh-tw': '主題' },
    own: '.text-card',
  },
  {
    template: 'Legals',
    path: '/terms-and-conditions/',
    titles: {
      'en-ww': 'Terms and conditions',
      'fr-fr': 'Conditions générales d’utilisation',
      'zh-tw': '使用條款',
    },
  },
  {
    template: 'Contact',
    path: '/contact-us/',
    titles: { 'en-ww': 'Contact us', 'fr-fr': 'Nous contacter', 'zh-tw': '聯絡我們' },
  },
  {
    template: 'Universal',
    path: '/la-maison/',
    titles: { 'en-ww': 'The House', 'fr-fr': 'La Maison', 'zh-tw': '酒莊' },
  },
  {
    template: 'Carousel',
    path: '/carousel/',
    titles: {
      'en-ww': 'Moments of the house',
      'fr-fr': 'Moments de la maison',
      'zh-tw': '酒莊時光',
    },
  },
]

const LOCALES: Locale[] = ['en-ww', 'fr-fr', 'zh-tw']

for (const detail of DETAILS) {
  for (const locale of LOCALES) {
    test(`${detail.type} page ${locale}${detail.path} opens with its own content`, async ({
      page,
    }) => {
      const errors = watchConsole(page)
      const response = await page.goto(`/${locale}${detail.path}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.titles[locale])
      expect(errors).toEqual([])
    })
  }
}

for (const entry of TEMPLATES) {
  for (const locale of LOCALES) {
    test(`${entry.template} template ${locale}${entry.path} opens with its own content`, async ({
      page,
    }) => {
      const errors = watchConsole(page)
      const response = await page.goto(`/${locale}${entry.path}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.titles[locale])
      if (entry.own) await expect(page.locator(entry.own).first()).toBeVisible()
      expect(errors).toEqual([])
    })
  }
}

test('the cocktails list with ?taste=sweet shows only sweet cocktails, and the filter changes it', async ({
  page,
}) => {
  await page.goto('/en-ww/cocktails/')
  const cards = page.locator('.list-section .card-grid > li')
  const all = await cards.count()
  expect(all).toBeGreaterThan(0)

  await page.goto('/en-ww/cocktails/?taste=sweet')
  const filter = page.getByRole('navigation', { name: 'Filter by taste' })
  await expect(filter.getByRole('link', { name: 'Sweet' })).toHaveAttribute('aria-current', 'true')
  const sweet = await cards.count()
  expect(sweet).toBeGreaterThan(0)
  expect(sweet).toBeLessThan(all)
  for (const tastes of await cards.evaluateAll((lis) => lis.map((li) => li.dataset.tastes ?? ''))) {
    expect(tastes.split(' ')).toContain('sweet')
  }
  // The sidecar is sweet and sour; the crisp green tea is soft only.
  // The list only: the page's editor block also shows a few picked cocktails.
  const list = page.locator('.list-section')
  await expect(list.getByRole('link', { name: 'Sidecar' })).toBeVisible()
  await expect(list.getByRole('link', { name: /crisp green tea/i })).toHaveCount(0)

  await filter.getByRole('link', { name: 'Soft' }).click()
  await expect(page).toHaveURL(/\?taste=soft$/)
  await expect(list.getByRole('link', { name: /crisp green tea/i })).toBeVisible()
  await expect(list.getByRole('link', { name: 'Sidecar' })).toHaveCount(0)
})

test('the shows page pages its past shows, six at a time', async ({ page }) => {
  await page.goto('/en-ww/shows/')
  const past = page.locator('section[aria-labelledby="shows-past"]')
  await expect(past.locator('.card')).toHaveCount(6)
  const pager = past.getByRole('navigation')
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  // Latest past show first; the oldest is on the second page.
  await expect(past.getByText('Solaine Sessions: Harvest Blues')).toHaveCount(0)

  await pager.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/en-ww\/shows\/\?page=2$/)
  await expect(past.getByText('Solaine Sessions: Harvest Blues')).toBeVisible()
  await expect(past.locator('.card')).toHaveCount(1)
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  await pager.getByRole('link', { name: 'Previous page' }).click()
  await expect(past.locator('.card')).toHaveCount(6)
  // The upcoming show is not among the past ones.
  await expect(
    page.locator('section[aria-labelledby="shows-upcoming"] .card').first(),
  ).toBeVisible()
})

test('an exclusive card sends a visitor to sign in with redirect_to the item', async ({ page }) => {
  await page.goto('/en-ww/articles/')
  const card = page.locator('.card--exclusive', { hasText: 'The cellar master’s notes' })
  await expect(card.getByText('Members only')).toBeVisible()
  await expect(card.getByRole('link', { name: /The cellar master’s notes/ })).toHaveAttribute(
    'href',
    '/en-ww/account/sign-in/?redirect_to=%2Fen-ww%2Farticles%2Fcellar-masters-notes%2F',
  )
  // An open article links to its page.
  await expect(
    page.locator('.card:not(.card--exclusive)').first().locator('a.card__link'),
  ).toHaveAttribute('href', /^\/en-ww\/articles\/[a-z0-9-]+\/$/)
})

test('cards and pages show dates as DD.MM.YYYY, and MM.DD.YYYY in en-us', async ({ page }) => {
  await page.goto('/en-ww/articles/the-art-of-blending/')
  await expect(page.locator('.detail-hero time').first()).toHaveText('12.03.2025')
  await page.goto('/en-us/articles/the-art-of-blending/')
  await expect(page.locator('.detail-hero time').first()).toHaveText('03.12.2025')
  await expect(page.locator('.detail-hero__meta')).toContainText('Reading time: 6 min')
})

for (const locale of ['en-ww', 'fr-fr'] as const) {
  test(`an exclusive article in ${locale} shows its teaser and never its body`, async ({
    page,
  }) => {
    const exclusive = ARTICLES.find((a) => a.slug === 'cellar-masters-notes')
    const open = ARTICLES.find((a) => a.slug === 'the-art-of-blending')
    if (!exclusive?.exclusive || !open) throw new Error('seed articles changed')
    const language = locale === 'en-ww' ? 'en' : 'fr'

    const response = await page.goto(`/${locale}/articles/${exclusive.slug}/`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exclusive.text[language].title)
    const source = (await response?.text()) ?? ''
    for (const paragraph of exclusive.text[language].body) {
      // Neither in the HTML nor in the RSC payload inlined in it.
      expect(source).not.toContain(paragraph.slice(0, 60))
    }
    const signIn = page.locator('.exclusive-teaser a')
    await expect(signIn).toHaveAttribute(
      'href',
      `/${locale}/account/sign-in/?redirect_to=${encodeURIComponent(`/${locale}/articles/${exclusive.slug}/`)}`,
    )

    // The same check on an open article finds its body: the check above is meaningful.
    const openResponse = await page.goto(`/${locale}/articles/${open.slug}/`)
    const openSource = (await openResponse?.text()) ?? ''
    expect(openSource).toContain((open.text[language].body[0] ?? '').slice(0, 60))
  })
}

test('an exclusive video shows its teaser without the video', async ({ page }) => {
  const response = await page.goto('/en-ww/videos/the-cellar-at-night/')
  expect(response?.status()).toBe(200)
  expect((await response?.text()) ?? '').not.toContain(videoUrl('the-cellar-at-night'))
  await expect(page.locator('video')).toHaveCount(0)
  await expect(page.locator('.exclusive-teaser a')).toHaveAttribute(
    'href',
    /redirect_to=%2Fen-ww%2Fvideos%2Fthe-cellar-at-night%2F$/,
  )
})

test('a masterclass shows its level and its episodes in order, leading to each episode', async ({
  page,
}) => {
  await page.goto('/en-ww/sessions/the-art-of-tasting/')
  await expect(page.locator('.detail-hero__meta')).toContainText('Level')
  const episodes = page.locator('section[aria-labelledby="session-episodes"] li')
  await expect(episodes).toHaveCount(3)
  await expect(episodes.first()).toContainText('Episode 1')
  await episodes.first().getByRole('link', { name: 'The nose' }).click()
  await expect(page).toHaveURL(/\/en-ww\/episodes\/the-art-of-tasting-1-nose\/$/)
  await expect(page.getByRole('link', { name: /Next episode/ })).toBeVisible()
})

test('the related-articles block shows the editor’s picks as full cards', async ({ page }) => {
  await page.goto('/en-ww/articles/')
  const block = page.locator('.block--related')
  const cards = block.locator('.card')
  await expect(cards).toHaveCount(3)
  // Image, date, time and tags of every picked article.
  await expect(block.locator('.card img')).toHaveCount(3)
  await expect(cards.first().locator('.card__meta time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
  await expect(cards.first().locator('.card__tags a').first()).toHaveAttribute(
    'href',
    /^\/en-ww\/tag\/[a-z-]+\/$/,
  )
})
