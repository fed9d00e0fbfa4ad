import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { labelled, labelSeparator } from './punctuation'

describe('a label and its value in each language (issue 18: "Durée: " read wrong in French)', () => {
  it.each([
    ['fr-fr', 'Durée', '12 min', 'Durée\u00a0: 12 min'],
    ['fr-ca', 'Niveau', 'Expert', 'Niveau\u00a0: Expert'],
    ['en-ww', 'Duration', '12 min', 'Duration: 12 min'],
    ['en-us', 'Level', 'Beginner', 'Level: Beginner'],
    ['es-mx', 'Duración', '12 min', 'Duración: 12 min'],
    ['pl-pl', 'Poziom', 'Ekspert', 'Poziom: Ekspert'],
    ['ru-ru', 'Уровень', 'Эксперт', 'Уровень: Эксперт'],
    ['vi-vn', 'Cấp độ', 'Chuyên gia', 'Cấp độ: Chuyên gia'],
    ['zh-tw', '等級', '專家', '等級：專家'],
    ['zh-hk', '時長', '12 分鐘', '時長：12 分鐘'],
  ])('%s: %s + %s → %s', (locale, label, value, expected) => {
    expect(labelled(locale, label, value)).toBe(expected)
  })

  it('never lets a French colon start a line: the space before it does not break', () => {
    expect(labelSeparator('fr-fr').startsWith(' ')).toBe(false)
    expect(labelSeparator('fr-fr').charCodeAt(0)).toBe(0xa0)
  })

  it('writes an unknown locale as the default locale does', () => {
    expect(labelled('xx-xx', 'Level', 2)).toBe('Level: 2')
  })
})

describe('interface text puts no colon of its own after a translated label', () => {
  // `{t('session.duration')}: {duration}` reads "Durée: 12 min" in French: labels and values are
  // joined by labelled() or labelSeparator() instead.
  const LABEL_THEN_COLON = /(?:\bt\(|\bstrings\[)[^)\]\n]*[)\]]\}: /
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return sources(full)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
    })

  it('finds the pattern it looks for', () => {
    expect(LABEL_THEN_COLON.test("{kit.t('session.duration')}: {duration}")).toBe(true)
    expect(LABEL_THEN_COLON.test("<span>{strings['media.play']}: </span>")).toBe(true)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    expect(LABEL_THEN_COLON.test('`${t(`product.${k}`)}: ${score}/10`')).toBe(true)
    expect(LABEL_THEN_COLON.test("{labelled(locale, kit.t('session.duration'), duration)}")).toBe(
      false,
    )
  })

  it('no file of src/ joins a label and its value with a bare ": "', () => {
    const found = sources(path.resolve('src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          LABEL_THEN_COLON.test(line) ? [`${path.relative('.', file)}:${i + 1}`] : [],
        ),
    )
    expect(found).toEqual([])
  })
})
