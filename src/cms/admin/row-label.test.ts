import { describe, expect, it } from 'vitest'
import { rowLabel, rowLabelText } from './row-label'

describe('rowLabelText', () => {
  const title = { fields: ['title'], fallback: 'Step' }
  it.each([
    ['a step shows its title', { title: 'Muddle the lime' }, title, 0, 'Muddle the lime'],
    ['an empty row shows the fallback and its 1-based number', {}, title, 2, 'Step 3'],
    ['blank text counts as empty', { title: '   ' }, title, 0, 'Step 1'],
    [
      'the first field with text wins',
      { title: '', subtitle: 'Le chai' },
      { fields: ['title', 'subtitle'], fallback: 'Slice' },
      0,
      'Le chai',
    ],
    [
      'a nested path is read (buttons)',
      { button_link: { title: 'Discover', url: '/x/' } },
      { fields: ['button_link.title'], fallback: 'Button' },
      0,
      'Discover',
    ],
    [
      'an ingredient joins quantity, unit and name',
      { quantity: '2', unit: 'cl', name: 'Cognac XO' },
      { fields: ['quantity', 'unit', 'name'], join: true, fallback: 'Ingredient' },
      0,
      '2 cl Cognac XO',
    ],
    [
      'a missing unit leaves no double space',
      { quantity: 1, unit: null, name: 'lime' },
      { fields: ['quantity', 'unit', 'name'], join: true, fallback: 'Ingredient' },
      0,
      '1 lime',
    ],
    ['line breaks become spaces', { title: 'Two\nlines' }, title, 0, 'Two lines'],
  ])('%s', (_, data, props, rowNumber, expected) => {
    expect(rowLabelText(data, props, rowNumber)).toBe(expected)
  })

  it('cuts a long text to one line', () => {
    const label = rowLabelText({ title: 'x'.repeat(200) }, title, 0)
    expect(label).toHaveLength(80)
    expect(label.endsWith('…')).toBe(true)
  })
})

describe('rowLabel', () => {
  it('points the array at the one RowLabel component with the fields to show', () => {
    expect(rowLabel('title', 'Step')).toEqual({
      components: {
        RowLabel: {
          path: '/cms/admin/RowLabel#RowLabel',
          clientProps: { fields: ['title'], fallback: 'Step' },
        },
      },
    })
  })
})
