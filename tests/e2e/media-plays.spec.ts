import { expect, type Page, test } from '@playwright/test'
import { mediaStrings } from '../../src/components/media/media.strings'
import { labelled } from '../../src/i18n/punctuation'

/**
 * Issue 15 "Every video and audio plays": the demo films and podcast recordings are files the
 * site serves; the players load and play them in every locale, and a file that fails shows a
 * translated message with a link to it.
 */

const LOCALES = [
  { locale: 'en-ww', language: 'en' },
  { locale: 'fr-fr', language: 'fr' },
] as const

const VIDEO_PAGE = '/videos/the-making-of-xo/'
const PODCAST_PAGE = '/playlists/'

/** Waits for the element's metadata, then plays it muted; returns what the browser measured. */
async function loadAndPlay(page: Page, selector: string) {
  await page.locator(selector).first().waitFor({ state: 'attached' })
  return page.evaluate(async (css) => {
    const media = document.querySelector<HTMLMediaElement>(css)
    if (!media) throw new Error(`no ${css}`)
    if (media.readyState < HTMLMediaElement.HAVE_METADATA) {
      if (media.preload === 'none') media.load()
      await new Promise<void>((resolve, reject) => {
        media.addEventListener('loadedmetadata', () => resolve(), { once: true })
        media.addEventListener('error', () => reject(new Error('media error')), { once: true })
        setTimeout(() => reject(new Error('no metadata in 15 s')), 15_000)
      })
    }
    media.muted = true
    await media.play()
    const played = !media.paused
    media.pause()
    return {
      readyState: media.readyState,
      duration: media.duration,
      played,
      src: media.currentSrc,
    }
  }, selector)
}

for (const { locale, language } of LOCALES) {
  test(`the video page plays its film in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}${VIDEO_PAGE}`)
    const result = await loadAndPlay(page, 'video.video-frame')
    expect(result.readyState).toBeGreaterThanOrEqual(1)
    expect(result.duration).toBeGreaterThan(0)
    expect(result.played).toBe(true)
    expect(new URL(result.src).pathname).toMatch(/^\/demo-media\/.+\.mp4$/)
    await expect(page.locator('.media-error')).toHaveCount(0)
  })

  test(`the podcast player plays an episode and shows progress in ${locale}`, async ({ page }) => {
    const t = { ...mediaStrings.en, ...mediaStrings[language] }
    await page.goto(`/${locale}${PODCAST_PAGE}`)
    await expect(page.getByRole('heading', { name: t['media.podcasts'] })).toBeVisible()
    const result = await loadAndPlay(page, 'audio.podcast-player__audio')
    expect(result.readyState).toBeGreaterThanOrEqual(1)
    expect(result.duration).toBeGreaterThan(0)
    expect(result.played).toBe(true)
    expect(new URL(result.src).pathname).toMatch(/^\/demo-media\/.+\.mp3$/)

    // Choosing another episode plays it; the list shows each length and what was listened.
    const choices = page.locator('.podcast-player__choose:is(button)')
    expect(await choices.count()).toBeGreaterThan(1)
    // Every playable episode shows its file's own length, read from its metadata.
    const playableItems = page.locator('.podcast-player__item').filter({ has: choices })
    for (const item of await playableItems.all()) {
      await expect(item).toContainText(labelled(locale, t['media.duration'], '0:20'))
    }
    await page.evaluate(() => {
      // Muted before it starts: the test browser has no sound card to play to.
      HTMLMediaElement.prototype.play = ((original) =>
        function (this: HTMLMediaElement) {
          this.muted = true
          return original.call(this)
        })(HTMLMediaElement.prototype.play)
    })
    await choices.nth(1).click()
    await expect(choices.nth(1)).toHaveAttribute('aria-current', 'true')
    const second = page.locator('.podcast-player__item--current')
    await expect(second).toContainText(labelled(locale, t['media.duration'], '0:20'))
    await expect
      .poll(async () =>
        second.locator('progress').evaluate((p) => (p as HTMLProgressElement).value),
      )
      .toBeGreaterThan(0)
  })

  test(`a video that fails shows the translated message and the file link in ${locale}`, async ({
    page,
  }) => {
    const t = { ...mediaStrings.en, ...mediaStrings[language] }
    await page.route('**/demo-media/**', (route) => route.abort())
    await page.goto(`/${locale}${VIDEO_PAGE}`)
    const alert = page.getByRole('alert').filter({ hasText: t['media.videoError'] })
    await expect(alert).toBeVisible()
    const link = alert.getByRole('link', { name: t['media.openFile'] })
    await expect(link).toHaveAttribute('href', /^\/demo-media\/.+\.mp4$/)
  })

  test(`a recording that fails shows the translated message and the file link in ${locale}`, async ({
    page,
  }) => {
    const t = { ...mediaStrings.en, ...mediaStrings[language] }
    await page.route('**/demo-media/**', (route) => route.abort())
    await page.goto(`/${locale}${PODCAST_PAGE}`)
    const alert = page.getByRole('alert').filter({ hasText: t['media.audioError'] })
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('link', { name: t['media.openFile'] })).toHaveAttribute(
      'href',
      /^\/demo-media\/.+\.mp3$/,
    )
  })
}
