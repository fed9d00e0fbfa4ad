import { describe, expect, it } from 'vitest'
import { memberNav } from '@/account/pages'
import { isOrderReference, memberConfirmationPath, memberOrderView } from './member-orders'

const stored = {
  reference: 'SOL-0A1B2C3D4E',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'handed_off' as const,
  retailer: 'Liberty Wine & Spirits',
  locale: 'en-us' as const,
  lines: [
    {
      id: 'row-1',
      product: 'SOL-XO-70',
      product_name: 'Solaine XO',
      method: 'delivery' as const,
      quantity: 2,
      unit_price: 229.99,
    },
  ],
  currency: 'USD',
  total_cents: 45998,
  // What the server keeps and the member's page never gets.
  token_hash: 'a'.repeat(64),
  email: 'buyer@example.com',
  zip: '10001',
  state: 'NY',
  member: 7,
}

describe('memberOrderView: what a member reads of their order', () => {
  it('keeps reference, date, status, retailer, lines and total; drops hash, email and address', () => {
    const view = memberOrderView(stored, () => true)
    expect(view).toEqual({
      reference: 'SOL-0A1B2C3D4E',
      date: '2026-11-20T10:00:00.000Z',
      status: 'handed_off',
      retailer: 'Liberty Wine & Spirits',
      locale: 'en-us',
      lines: [
        {
          product: 'SOL-XO-70',
          productName: 'Solaine XO',
          method: 'delivery',
          quantity: 2,
          unitPrice: 229.99,
        },
      ],
      totalCents: 45998,
      currency: 'USD',
      confirmation: '/en-us/cart/confirmation/?order=SOL-0A1B2C3D4E',
    })
    const text = JSON.stringify(view)
    for (const secret of ['aaaa', 'buyer@example.com', '10001', 'NY', 'row-1']) {
      expect(text).not.toContain(secret)
    }
  })

  it.each([
    [true, '/en-us/cart/confirmation/?order=SOL-0A1B2C3D4E'],
    [false, null],
  ])('confirmation page exists in the order locale: %s → %s', (exists, link) => {
    expect(memberOrderView(stored, () => exists).confirmation).toBe(link)
  })

  it('an order without lines lists none', () => {
    expect(memberOrderView({ ...stored, lines: [] }, () => true).lines).toEqual([])
  })
})

describe('isOrderReference', () => {
  it.each([
    ['SOL-0A1B2C3D4E', true],
    ['SOL-0a1b2c3d4e', false],
    ['SOL-0A1B2C3D4', false],
    ['SOL-0A1B2C3D4E5', false],
    ['0A1B2C3D4E', false],
    ['', false],
    [42, false],
  ])('%j → %s', (value, ok) => {
    expect(isOrderReference(value)).toBe(ok)
  })

  it('the confirmation path escapes what it is given', () => {
    expect(memberConfirmationPath('en-us', 'a&b')).toBe('/en-us/cart/confirmation/?order=a%26b')
  })
})

describe('memberNav: the account menu lists Orders only when asked', () => {
  it.each([
    [true, ['profile', 'bookmarks', 'activities', 'orders', 'update-password', 'delete-account']],
    [false, ['profile', 'bookmarks', 'activities', 'update-password', 'delete-account']],
  ])('showOrders %s', (show, pages) => {
    expect(memberNav(show)).toEqual(pages)
  })
})
