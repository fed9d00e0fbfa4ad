import type { Field, Option, SelectField } from 'payload'
import { describe, expect, it } from 'vitest'
import { Articles } from '@/cms/collections/editorial/Articles'
import { Pages } from '@/cms/collections/Pages'
import { Cocktails } from '@/cms/collections/recipes/Cocktails'
import { isPickableTemplate } from '@/templates/names'

const named = (fields: Field[], name: string) =>
  fields.find((f) => 'name' in f && f.name === name) as Field

const optionValue = (option: Option) => (typeof option === 'string' ? option : option.value)

describe('what an editor is offered (issue 17 item 6)', () => {
  const template = named(Pages.fields, 'template') as SelectField

  it('the page template list leaves out Not found and Preview, and keeps the others', () => {
    const offered = template.filterOptions?.({
      options: template.options,
      data: {},
      siblingData: {},
      req: {} as never,
    })
    const values = (offered ?? []).map(optionValue)
    expect(values).not.toContain('not-found')
    expect(values).not.toContain('preview')
    expect(values).toContain('universal')
    expect(values).toHaveLength(template.options.length - 2)
    // …while the schema still lists them (no migration, old values still readable).
    expect(template.options.map(optionValue)).toEqual(
      expect.arrayContaining(['not-found', 'preview']),
    )
  })

  it.each([
    ['home', true],
    ['universal', true],
    ['not-found', false],
    ['preview', false],
  ])('isPickableTemplate(%s) is %s', (name, expected) => {
    expect(isPickableTemplate(name)).toBe(expected)
  })

  it('a new article is dated today', () => {
    const date = named(Articles.fields, 'date') as Field & { defaultValue?: unknown }
    expect(typeof date.defaultValue).toBe('function')
    const value = (date.defaultValue as () => string)()
    expect(value.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10))
  })

  it('the cocktail V2 blocs tab shows only when V2 is on, the legacy tab only when it is off', () => {
    const tabs = Cocktails.fields.find((f) => f.type === 'tabs')
    if (tabs?.type !== 'tabs') throw new Error('no tabs')
    const tab = (label: string) => {
      const found = tabs.tabs.find((t) => t.label === label)
      const condition = found?.admin?.condition
      if (!condition) throw new Error(`no condition on ${label}`)
      return (templateV2: boolean) =>
        condition({ templateV2 }, { templateV2 }, {
          blockData: {},
          operation: 'update',
          path: [],
          user: null,
        } as never)
    }
    expect(tab('V2 blocs')(true)).toBe(true)
    expect(tab('V2 blocs')(false)).toBe(false)
    expect(tab('Legacy page')(false)).toBe(true)
    expect(tab('Legacy page')(true)).toBe(false)
  })
})
