import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'
import { AgeGate } from '@/components/age-gate/AgeGate'
import { pendingGateScript } from '@/components/age-gate/age-gate-pass'
import { clientImage, imageSources } from '@/components/media/image-sources'
import { getSiteOptions } from '@/content/site'
import { siteTranslator } from '@/content/site-translator'
import type { LocaleCode } from '@/i18n/locales'
import { DEFAULT_MINIMUM_AGE } from '@/rules/date-of-birth'
import type { PageFrameInfo } from './page-frame'
import './page-frame.css'

/**
 * Wraps a page's content: data attributes for its theme, the header's menu styling and the
 * tracker (so pages stay static), and the age gate, which overlays the server-rendered content on
 * the client. Account pages use it too, with `pageTheme({ kind: 'account' })`.
 */
export async function PageFrame({
  locale,
  info,
  children,
}: {
  locale: LocaleCode
  info: PageFrameInfo
  children: ReactNode
}) {
  // Outside a request (static generation) draft mode is simply off; reading it keeps pages static.
  const [{ isEnabled: preview }, options] = await Promise.all([draftMode(), getSiteOptions(locale)])
  const gate = options.age_gate ?? {}
  const t = await siteTranslator(locale)
  const minimumAge = gate.minimum_age ?? DEFAULT_MINIMUM_AGE
  const skipGate = preview || info.bypassAgeGate || info.type === 'preview'
  const refusal = gate.refusal_text || t('ageGate.errorUnderAge', { age: minimumAge })
  return (
    <div
      className="page-frame"
      data-page-type={info.type}
      data-page-name={info.name}
      data-theme={info.theme}
      data-menu-dark={info.menuDark ? 'true' : 'false'}
      data-template-v2={info.templateV2 ? 'true' : 'false'}
    >
      {skipGate ? null : (
        <script
          // Our own constant code (pendingGateScript), run before the content paints.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: no visitor or editor text in it.
          dangerouslySetInnerHTML={{ __html: pendingGateScript(minimumAge) }}
        />
      )}
      {children}
      <AgeGate
        minimumAge={minimumAge}
        skip={skipGate}
        page={{ type: info.type, name: info.name }}
        texts={{
          title: gate.title || t('ageGate.title'),
          intro: gate.text || t('ageGate.intro'),
          refusal,
        }}
        custom={info.customAgeGate}
        background={clientImage(
          imageSources(
            info.customAgeGate && info.ageGateBackground ? info.ageGateBackground : gate.background,
          ),
        )}
      />
    </div>
  )
}
