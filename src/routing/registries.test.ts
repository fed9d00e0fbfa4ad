import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { PAGE_BLOCK_LAYOUTS } from '@/blocks/configs'
import { BLOCKS } from '@/blocks/registry'
import { Pages } from '@/cms/collections/Pages'
import { CONTENT_TYPES } from '@/content-types/registry'
import { TEMPLATE_NAMES } from '@/templates/names'
import { TEMPLATES } from '@/templates/registry'
import { CONTENT_TYPE_SEGMENTS } from './content-types'

const sorted = (values: Iterable<string>) => [...values].sort()

/** The values of a select field of the Pages collection, as the CMS schema declares them. */
function selectValues(fields: Field[], name: string): string[] {
  const field = fields.find((f) => 'name' in f && f.name === name)
  if (field?.type !== 'select') throw new Error(`no select field ${name}`)
  return field.options.map((o) => (typeof o === 'string' ? o : o.value))
}

/**
 * Each registry maps the names of one table to components. The types make a missing component a
 * compile error; these check the same at run time, both ways, against the CMS schema.
 */
describe('registries and the CMS schema', () => {
  it('gives every block schema a component, and every block component a schema', () => {
    expect(sorted(Object.keys(BLOCKS))).toEqual(sorted(PAGE_BLOCK_LAYOUTS))
    for (const entry of Object.values(BLOCKS)) expect(entry.Component).toBeTypeOf('function')
  })

  it('gives every template of the pages’ template field a component, and no other', () => {
    expect(selectValues(Pages.fields, 'template')).toEqual([...TEMPLATE_NAMES])
    expect(sorted(Object.keys(TEMPLATES))).toEqual(sorted(TEMPLATE_NAMES))
    for (const entry of Object.values(TEMPLATES)) expect(entry.Component).toBeTypeOf('function')
  })

  it('gives every content type a loader and a detail component, and no other', () => {
    expect(sorted(Object.keys(CONTENT_TYPES))).toEqual(sorted(CONTENT_TYPE_SEGMENTS))
    for (const entry of Object.values(CONTENT_TYPES)) {
      expect(entry.load).toBeTypeOf('function')
      expect(entry.Component).toBeTypeOf('function')
    }
  })
})
