import type { Block, Field } from 'payload'

/** SPEC §3 "Quote": quote, label, author. Shared with the visit header. */
export function quoteFields(options: { required?: boolean } = {}): Field[] {
  return [
    { name: 'quote', type: 'textarea', required: options.required },
    { name: 'label', type: 'text', admin: { description: 'A short line above the quote.' } },
    { name: 'author', type: 'text' },
  ]
}

export const QuoteSliceBlock: Block = {
  slug: 'quote_slice',
  interfaceName: 'QuoteSlice',
  labels: { singular: 'Quote', plural: 'Quotes' },
  fields: quoteFields({ required: true }),
}
