import { describe, expect, it } from 'vitest'
import {
  ingredientText,
  minutesDuration,
  RECIPE_TOTAL_TIME,
  type RecipeSummary,
  recipeJsonLd,
  serializeJsonLd,
} from './recipe-structured-data'

const sidecar: RecipeSummary = {
  name: 'Sidecar',
  description: 'Cognac, orange liqueur and lemon.',
  image: '/api/media/file/sidecar.jpg',
  minutes: 7,
  datePublished: '2026-02-01T00:00:00.000Z',
  inLanguage: 'en',
  category: 'Cocktail',
  recipeYield: 1,
  ingredients: [
    { quantity: '50', unit: 'ml', name: 'cognac' },
    { quantity: 'a pinch', unit: 'a pinch of', name: 'sugar' },
    { quantity: null, unit: null, name: 'orange zest' },
  ],
  steps: [{ title: 'Shake', description: 'Shake hard with ice.' }, { title: 'Serve' }],
}

describe('recipeJsonLd (SPEC §9: totalTime PT5M, prepTime in minutes)', () => {
  it('is a schema.org Recipe with the fixed five-minute totalTime', () => {
    const data = recipeJsonLd(sidecar)
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('Recipe')
    expect(data.totalTime).toBe('PT5M')
    expect(RECIPE_TOTAL_TIME).toBe('PT5M')
  })

  it.each([
    [7, 'PT7M'],
    [0, 'PT0M'],
    [12.4, 'PT12M'],
    [null, null],
    [undefined, null],
    [-3, null],
    [Number.NaN, null],
  ])('prepTime of %s minutes is %s', (minutes, expected) => {
    expect(minutesDuration(minutes)).toBe(expected)
    expect(recipeJsonLd({ ...sidecar, minutes }).prepTime).toBe(expected ?? undefined)
  })

  it('lists ingredients as text and steps as numbered HowToSteps', () => {
    const data = recipeJsonLd(sidecar)
    expect(data.recipeIngredient).toEqual(['50 ml cognac', 'a pinch of sugar', 'orange zest'])
    expect(data.recipeInstructions).toEqual([
      { '@type': 'HowToStep', position: 1, name: 'Shake', text: 'Shake hard with ice.' },
      { '@type': 'HowToStep', position: 2, name: 'Serve', text: 'Serve' },
    ])
    expect(data.recipeYield).toBe('1')
    expect(data.datePublished).toBe('2026-02-01')
    expect(data.image).toEqual(['/api/media/file/sidecar.jpg'])
  })

  it('gives the image as an absolute URL on the site’s origin (search engines need one)', () => {
    expect(recipeJsonLd(sidecar, 'https://www.maison-solaine.com/').image).toEqual([
      'https://www.maison-solaine.com/api/media/file/sidecar.jpg',
    ])
    expect(
      recipeJsonLd({ ...sidecar, image: 'https://cdn.example/x.jpg' }, 'https://a.example').image,
    ).toEqual(['https://cdn.example/x.jpg'])
  })

  it('leaves out empty optional fields', () => {
    const data = recipeJsonLd({
      ...sidecar,
      description: '',
      image: null,
      ingredients: [],
      steps: [],
    })
    expect(data).not.toHaveProperty('description')
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('recipeIngredient')
    expect(data).not.toHaveProperty('recipeInstructions')
  })
})

describe('ingredientText', () => {
  it.each([
    [{ quantity: '1/2', unit: 'tsp', name: 'sugar' }, '1/2 tsp sugar'],
    [{ quantity: ' 2 ', unit: '', name: 'mint leaves' }, '2 mint leaves'],
    [{ name: 'ice' }, 'ice'],
    [{ quantity: 'a pinch', unit: 'a pinch of', name: 'nutmeg' }, 'a pinch of nutmeg'],
    [{ quantity: 'A dash', unit: 'a dash', name: 'bitters' }, 'a dash bitters'],
    [{ quantity: '2', unit: '2 cl', name: 'lemon juice' }, '2 cl lemon juice'],
    [{ quantity: 'a', unit: 'apple', name: 'slice' }, 'a apple slice'],
  ])('%o → %s', (row, expected) => {
    expect(ingredientText(row)).toBe(expected)
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script><!--' })
    expect(text).not.toContain('<')
    expect(text).not.toContain('>')
    expect(text).toContain('\\u003c/script\\u003e')
  })

  it('escapes & and the line separators, and stays the same JSON', () => {
    const value = { name: 'Gin & tonic\u2028\u2029', n: 5 }
    const text = serializeJsonLd(value)
    expect(text).not.toMatch(/[&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(value)
  })
})
