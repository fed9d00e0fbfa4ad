import config from '@payload-config'
import type { Block, Field, SanitizedConfig } from 'payload'
import { toWords } from 'payload/shared'
import { describe, expect, it } from 'vitest'

/**
 * Issue 17 item 6: the admin never shows a label Payload made up from a field name such as
 * `bypass_age_gate` ("Bypass_age_gate") or `panel_content_v2`, nor a select option whose label
 * is its raw code (`normal`, `level1`, `en-ww`). Walks the whole sanitised config (collections,
 * globals, plugin collections, blocks, nested groups, arrays, rows, tabs), so a field added
 * without a label fails here.
 */

type Problem = string

const CODE_LIKE = /^[a-z0-9_-]+$/

/** A name whose automatic label reads badly: snake_case, or a digit in it (`v2`, `level2`). */
const readsBadly = (name: string) => /_|\d/.test(name)

function labelTexts(label: unknown): string[] {
  if (typeof label === 'string') return [label]
  if (label && typeof label === 'object') return Object.values(label).map(String)
  return []
}

function walkFields(fields: readonly Field[] | undefined, at: string, problems: Problem[]) {
  for (const field of fields ?? []) {
    const f = field as Field & {
      name?: string
      label?: unknown
      hidden?: boolean
      options?: unknown[]
      fields?: Field[]
      tabs?: { name?: string; label?: unknown; fields: Field[] }[]
      blocks?: Block[]
    }
    // Hidden fields never reach an editor's screen (Payload's own token fields, technical keys).
    if (f.hidden || (f.admin as { hidden?: boolean } | undefined)?.hidden) continue
    const where = `${at}.${f.name ?? f.type}`
    if (f.name && f.label === toWords(f.name) && readsBadly(f.name)) {
      problems.push(`${where}: label derived from the name ("${f.label}")`)
    }
    for (const text of labelTexts(f.label)) {
      if (text.includes('_')) problems.push(`${where}: label "${text}" has an underscore`)
    }
    for (const option of f.options ?? []) {
      const { value, label } =
        typeof option === 'string'
          ? { value: option, label: option }
          : (option as { value: string; label?: unknown })
      if (label === undefined || (label === value && CODE_LIKE.test(value))) {
        problems.push(`${where}: option "${value}" has no human label`)
      }
    }
    walkFields(f.fields, where, problems)
    for (const tab of f.tabs ?? []) {
      for (const text of labelTexts(tab.label)) {
        if (text.includes('_')) problems.push(`${where}: tab label "${text}"`)
      }
      walkFields(tab.fields, `${where}[${tab.name ?? labelTexts(tab.label)[0]}]`, problems)
    }
    for (const block of f.blocks ?? []) walkBlock(block, where, problems)
  }
}

function walkBlock(block: Block, at: string, problems: Problem[]) {
  for (const text of labelTexts(block.labels?.singular)) {
    if (text.includes('_')) problems.push(`${at}{${block.slug}}: block label "${text}"`)
  }
  walkFields(block.fields, `${at}{${block.slug}}`, problems)
}

function problemsOf(c: SanitizedConfig): Problem[] {
  const problems: Problem[] = []
  for (const collection of c.collections) {
    if (collection.admin?.hidden === true) continue
    walkFields(collection.fields, collection.slug, problems)
  }
  for (const global of c.globals) walkFields(global.fields, `globals.${global.slug}`, problems)
  for (const block of c.blocks ?? []) walkBlock(block, 'blocks', problems)
  return problems
}

describe('admin labels', () => {
  it('every field, option, tab and block an editor sees has a human label', async () => {
    const problems = problemsOf(await config)
    expect(problems).toEqual([])
  }, 60_000)

  it('catches a field or option added without a label', () => {
    const problems: Problem[] = []
    walkFields(
      [
        { name: 'panel_content_v2', label: toWords('panel_content_v2'), type: 'text' },
        { name: 'level2', label: toWords('level2'), type: 'number' },
        {
          name: 'theme',
          label: 'Theme',
          type: 'select',
          options: [{ value: 'cream', label: 'cream' }, 'dark', { value: 'big', label: 'Big' }],
        },
        { name: 'x_hidden', label: 'X_hidden', type: 'text', hidden: true },
      ] as Field[],
      'pages',
      problems,
    )
    expect(problems).toEqual([
      'pages.panel_content_v2: label derived from the name ("Panel_content_v2")',
      'pages.panel_content_v2: label "Panel_content_v2" has an underscore',
      'pages.level2: label derived from the name ("Level2")',
      'pages.theme: option "cream" has no human label',
      'pages.theme: option "dark" has no human label',
    ])
  })
})
