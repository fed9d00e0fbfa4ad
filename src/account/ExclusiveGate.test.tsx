import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SiteProvider } from '@/components/SiteContext'
import { stringsFor } from '@/i18n/strings'
import { ExclusiveGate } from './ExclusiveGate'

/** The static HTML of a members-only item's lock: the same for everyone, so the visitor's. */
function staticHtml(locale: 'en-ww' | 'fr-fr') {
  return renderToString(
    <SiteProvider value={{ locale, strings: stringsFor(locale, []) }}>
      <ExclusiveGate
        path={`/${locale}/articles/notes/`}
        minLevel="level2"
        source={{ collection: 'articles', id: 7 }}
      >
        <h2 id="exclusive-teaser-title">Reserved</h2>
      </ExclusiveGate>
    </SiteProvider>,
  )
}

describe('the lock of a members-only item in the static page (issue 15)', () => {
  it('invites the visitor to sign in and back, with the level the item needs', () => {
    const html = staticHtml('en-ww')
    expect(html).toContain('For members from level 2')
    expect(html).toContain('Sign in to discover it')
    // next/link outside the app drops the trailing slash the app's trailingSlash setting keeps.
    expect(html).toMatch(
      /href="\/en-ww\/account\/sign-in\/?\?redirect_to=%2Fen-ww%2Farticles%2Fnotes%2F"/,
    )
  })

  it('holds only one message: nothing of the member below the level', () => {
    const html = staticHtml('en-ww')
    expect(html).not.toContain('opens at')
    expect(html).not.toContain('You are at')
    expect(html).not.toContain('/en-ww/account/profile/')
  })

  it('speaks the locale’s language', () => {
    const html = staticHtml('fr-fr')
    expect(html).toContain('Pour les membres à partir du niveau 2')
    expect(html).toContain('Se connecter')
  })
})
