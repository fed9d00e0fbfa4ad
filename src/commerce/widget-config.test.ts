import { describe, expect, it } from 'vitest'
import { parseWidgetMarkets, widgetConfig } from './widget-config'

const base = {
  apiKey: 'pk_live_3f9a',
  scriptUrl: 'https://widget.purchase-locator.example/v2/widget.js',
  variantId: 'SOL-XO-70',
}

describe('widgetConfig (SPEC §7: API key, language en-US, store radius 50, store limit 30; the button carries the variant id and the country of the locale code)', () => {
  it.each([
    ['fr-fr', 'FR'],
    ['en-uk', 'GB'],
    ['en-us', 'US'],
    ['fr-ca', 'CA'],
    ['zh-tw', 'TW'],
    ['ru-ru', 'RU'],
    ['es-mx', 'MX'],
  ] as const)('%s → country %s', (locale, country) => {
    expect(widgetConfig({ ...base, locale })).toEqual({
      init: { apiKey: 'pk_live_3f9a', language: 'en-US', storeRadius: 50, storeLimit: 30 },
      button: { variantId: 'SOL-XO-70', country },
      scriptUrl: base.scriptUrl,
    })
  })

  it.each([
    ['no key', { apiKey: undefined }],
    ['a blank key', { apiKey: '  ' }],
    ['no script', { scriptUrl: undefined }],
    ['a script over http', { scriptUrl: 'http://widget.purchase-locator.example/widget.js' }],
    ['no variant', { variantId: ' ' }],
    ['the international locale (no country)', { locale: 'en-ww' as const }],
  ])('%s → no widget', (_, over) => {
    expect(widgetConfig({ ...base, locale: 'fr-fr', ...over })).toBeNull()
  })
})

describe('parseWidgetMarkets', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['US', ['US']],
    [' us , ca ,, x, FRA', ['US', 'CA']],
  ])('%j → %j', (value, markets) => {
    expect([...parseWidgetMarkets(value)]).toEqual(markets)
  })
})
