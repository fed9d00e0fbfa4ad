/**
 * The banner and the settings dialog, drawn by vanilla-cookieconsent (docs/decisions.md
 * "Consent"). Loaded with import() only when one of them is shown, so neither the library nor its
 * styles are in any page's first load; the settings dialog's styles come only when it opens. The
 * library stores the choice; ./client reads it back.
 */
import * as CookieConsent from 'vanilla-cookieconsent'
// The library's styles for the banner only: the settings dialog's come with it (showSettings),
// and its colour schemes are replaced by the site's (consent-banner.css sets every variable).
import 'vanilla-cookieconsent/dist/css-components/base.css'
import 'vanilla-cookieconsent/dist/css-components/consent-modal.css'
import './consent-banner.css'
import type { BannerSetup } from './client'
import { refreshConsent } from './client'
import {
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  type ConsentCategory,
  choiceDays,
  POLICY_VERSION,
} from './consent-rules'

/** The library puts texts in as HTML; ours (and editors' overrides) are plain text. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

function translation({ locale, texts }: BannerSetup): CookieConsent.Translation {
  const t = (key: string) => escapeHtml(texts[key] ?? '')
  const section = (category: ConsentCategory) => ({
    title: t(`consent.${category}.title`),
    description: t(`consent.${category}.description`),
    linkedCategory: category,
  })
  return {
    consentModal: {
      label: t('consent.title'),
      title: t('consent.title'),
      description: t('consent.description'),
      acceptAllBtn: t('consent.acceptAll'),
      acceptNecessaryBtn: t('consent.refuseAll'),
      showPreferencesBtn: t('consent.choose'),
      footer: `<a href="/${encodeURIComponent(locale)}/cookie-policy/">${t('consent.policy')}</a>`,
    },
    preferencesModal: {
      title: t('consent.settings.title'),
      acceptAllBtn: t('consent.acceptAll'),
      acceptNecessaryBtn: t('consent.refuseAll'),
      savePreferencesBtn: t('consent.save'),
      closeIconLabel: t('consent.close'),
      sections: [{ description: t('consent.settings.intro') }, ...CONSENT_CATEGORIES.map(section)],
    },
  }
}

let started: Promise<void> | null = null

/** Runs the library once per page load, in the visitor's language, without showing anything. */
export function startBanner(setup: BannerSetup): Promise<void> {
  started ??= CookieConsent.run({
    // ./client decides when the banner shows (after the age gate, without a current choice).
    autoShow: false,
    mode: 'opt-in',
    revision: POLICY_VERSION,
    // The site's tests drive a real browser; crawlers never see the banner anyway (data-nosnippet).
    hideFromBots: false,
    manageScriptTags: false,
    autoClearCookies: false,
    root: '#consent-root',
    cookie: {
      name: CONSENT_STORAGE_KEY,
      useLocalStorage: true,
      // Twelve calendar months from the day of the choice, as the rules count them.
      expiresAfterDays: () => choiceDays(new Date()),
    },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      marketing: {},
      media: {},
    },
    language: {
      default: setup.language,
      translations: { [setup.language]: translation(setup) },
    },
    onConsent: refreshConsent,
    onChange: refreshConsent,
    onModalReady: ({ modalName, modal }) => {
      if (modalName !== 'consentModal') return
      // "Let me choose" goes through showSettings, so the dialog's styles arrive before it shows.
      // Caught on the way down, before the library's own handler on the button.
      modal.addEventListener(
        'click',
        (event) => {
          if (!(event.target as Element).closest?.('[data-role="show"]')) return
          event.stopPropagation()
          void showSettings()
        },
        true,
      )
    },
  })
  return started
}

export function showBanner(): void {
  CookieConsent.show(true)
}

/** Opens the settings dialog once its styles are in (fetched the first time only). */
export async function showSettings(): Promise<void> {
  await import('./settings-styles')
  CookieConsent.showPreferences()
}

/** Saves a choice with exactly these categories on (the necessary always) and closes the banner. */
export function acceptCategories(categories: ConsentCategory[]): void {
  CookieConsent.acceptCategory(categories)
  CookieConsent.hide()
}
