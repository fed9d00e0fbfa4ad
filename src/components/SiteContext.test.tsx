import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { StringKey } from '@/i18n/strings'
import { FeatureStringsProvider, SiteProvider, useSiteContext } from './SiteContext'

function Read({ k }: { k: StringKey }) {
  return <span>{useSiteContext().strings[k]}</span>
}

describe('the interface strings of client components (issue 16 item 3)', () => {
  it('a feature provider adds its texts over the site ones', () => {
    const html = renderToString(
      <SiteProvider value={{ locale: 'en-ww', strings: { 'modal.close': 'Close' } }}>
        <FeatureStringsProvider strings={{ 'search.label': 'Search the site' }}>
          <Read k="modal.close" />
          <Read k="search.label" />
        </FeatureStringsProvider>
      </SiteProvider>,
    )
    expect(html).toContain('Close')
    expect(html).toContain('Search the site')
  })

  it('reading a key no provider gave fails loudly outside production', () => {
    expect(() =>
      renderToString(
        <SiteProvider value={{ locale: 'en-ww', strings: { 'modal.close': 'Close' } }}>
          <Read k="search.label" />
        </SiteProvider>,
      ),
    ).toThrow(/"search\.label" was not given/)
  })
})
