import { describe, expect, it } from 'vitest'
import type { Cocktail, FoodRecipe, Media } from '@/payload-types'
import { cocktailSummary, foodRecipeSummary, isV2Cocktail } from './cocktail-data'

const media = (url: string) => ({ id: 1, url }) as Media

const base = {
  id: 1,
  title: 'Robust Coffee',
  date: '2026-03-01',
  description: 'Card description',
  cover: media('/cover.jpg'),
  preparation_time: 6,
  updatedAt: '',
  createdAt: '',
} satisfies Partial<Cocktail>

describe('cocktail variant (SPEC §2.6: V2 when the data holds templateV2)', () => {
  it.each([
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
  ])('templateV2 %s → V2 %s', (templateV2, expected) => {
    expect(isV2Cocktail({ templateV2 })).toBe(expected)
  })
})

describe('cocktailSummary', () => {
  it('reads the legacy recipe fields', () => {
    const summary = cocktailSummary(
      {
        ...base,
        templateV2: false,
        recipe: {
          ingredients: [{ quantity: '50', unit: 'ml', name: 'cognac' }],
          instructions: [{ title: 'Stir' }],
        },
      },
      'en',
    )
    expect(summary).toMatchObject({
      name: 'Robust Coffee',
      image: '/cover.jpg',
      minutes: 6,
      recipeYield: 1,
      category: 'Cocktail',
      inLanguage: 'en',
    })
    expect(summary.ingredients).toHaveLength(1)
    expect(summary.steps).toEqual([{ title: 'Stir' }])
  })

  it('reads the V2 hero, recipe and instruction blocs, falling back to the card fields', () => {
    const summary = cocktailSummary(
      {
        ...base,
        templateV2: true,
        blocs: [
          { blockType: 'bloc_hero', title: 'Hero title', image: media('/hero.jpg'), time: 4 },
          {
            blockType: 'bloc_recipe',
            ingredients: [{ quantity: '1/2', unit: 'tsp', name: 'sugar' }],
          },
          { blockType: 'bloc_instruction', steps: [{ title: 'One' }, { title: 'Two' }] },
        ],
      },
      'fr-FR',
    )
    expect(summary).toMatchObject({
      name: 'Hero title',
      description: 'Card description',
      image: '/hero.jpg',
      minutes: 4,
      inLanguage: 'fr-FR',
    })
    expect(summary.ingredients).toEqual([{ quantity: '1/2', unit: 'tsp', name: 'sugar' }])
    expect(summary.steps).toHaveLength(2)
  })

  it('a V2 cocktail without blocs still has its card data', () => {
    const summary = cocktailSummary({ ...base, templateV2: true, blocs: [] }, 'en')
    expect(summary.name).toBe('Robust Coffee')
    expect(summary.ingredients).toEqual([])
  })
})

describe('foodRecipeSummary', () => {
  it('yields the servings the quantities are written for', () => {
    const recipe = {
      ...base,
      servings: 4,
      ingredients: [{ quantity: '16', name: 'prawns' }],
      steps: [{ title: 'Sear' }],
    } as FoodRecipe
    expect(foodRecipeSummary(recipe, 'en')).toMatchObject({ recipeYield: 4, minutes: 6 })
  })
})
