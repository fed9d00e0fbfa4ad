'use client'

import { useId, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { clampServings, MIN_SERVINGS, scaleQuantity } from '@/rules/ingredient-scaling'

export interface IngredientRow {
  id?: string | null
  quantity?: string | null
  unit?: string | null
  name: string
}

interface Props {
  ingredients: IngredientRow[]
  /** Heading of the list; defaults to "Ingredients". */
  title?: string | null
  /**
   * People served by the quantities as written: 1 for a cocktail, the dish's servings for a food
   * recipe. The counter counts how many times the recipe is made (from 1, never below, no upper
   * limit) and shows the people that serves.
   */
  peoplePerBatch?: number
}

/**
 * The ingredients with the people counter (SPEC §2.6, §5): each quantity is scaled by the pure
 * rule; a non-numeric quantity ("a dash") shows nothing, its unit carries the words.
 */
export function IngredientsCounter({ ingredients, title, peoplePerBatch = 1 }: Props) {
  const { strings } = useSiteContext()
  const [count, setCount] = useState(MIN_SERVINGS)
  const headingId = useId()
  const perBatch = Math.max(1, Math.floor(peoplePerBatch))
  const people = count * perBatch
  const atMinimum = count <= MIN_SERVINGS
  return (
    <section className="recipe-ingredients" aria-labelledby={headingId}>
      <div className="recipe-ingredients__head">
        <h2 id={headingId} className="recipe__heading">
          {title || strings['recipe.ingredients']}
        </h2>
        <fieldset className="people-counter">
          <legend className="people-counter__label">{strings['recipe.people']}</legend>
          <button
            type="button"
            className="people-counter__button"
            aria-label={strings['recipe.fewerPeople']}
            disabled={atMinimum}
            onClick={() => setCount((c) => clampServings(c - 1))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="people-counter__value" aria-live="polite">
            {people}
          </output>
          <button
            type="button"
            className="people-counter__button"
            aria-label={strings['recipe.morePeople']}
            onClick={() => setCount((c) => clampServings(c + 1))}
          >
            <span aria-hidden="true">+</span>
          </button>
        </fieldset>
      </div>
      <ul className="recipe-ingredients__list" aria-labelledby={headingId}>
        {ingredients.map((row, index) => {
          const quantity = row.quantity ? scaleQuantity(row.quantity, count) : null
          return (
            <li key={row.id ?? index} className="recipe-ingredients__item">
              {quantity ? <span className="recipe-ingredients__quantity">{quantity} </span> : null}
              {row.unit ? <span className="recipe-ingredients__unit">{row.unit} </span> : null}
              <span className="recipe-ingredients__name">{row.name}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
