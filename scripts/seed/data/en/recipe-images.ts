import type { RecipeImageKey } from '../recipe-images'

/** The English alts of the recipes artwork. */
export const en: Record<RecipeImageKey, string> = {
  'recipes-sidecar': 'A Sidecar in a sugar-rimmed coupe with a twist of orange',
  'recipes-crisp-green-tea': 'A tall glass of Crisp Green Tea with cucumber slices',
  'recipes-julep': 'A frosted julep cup heaped with crushed ice and mint',
  'recipes-float': 'A cognac float with a scoop of vanilla ice cream',
  'recipes-ginger-spice': 'A Ginger Spice highball with a lime wedge',
  'recipes-robust-coffee': 'A Robust Coffee cocktail topped with three coffee beans',
  'recipes-swift-old-fashioned': 'A Swift Old Fashioned over one large clear ice cube',
  'recipes-chevalier-noir': 'A deep purple Chevalier Noir with two blackberries',
  'recipes-step-prepare': 'A glass being prepared on the bar',
  'recipes-step-mix': 'Cognac being shaken with ice',
  'recipes-step-garnish': 'The finishing garnish laid on the cocktail',
  'recipes-video-cover': 'The house bar, where the cocktail videos are filmed',
  'recipes-cognac-pairing': 'Amber waves of cognac light',
  'recipes-duck-breast': 'Sliced duck breast with a cognac pepper sauce',
  'recipes-flambeed-prawns': 'Prawns flambéed with cognac, garlic and parsley',
  'recipes-chocolate-mousse': 'Dark chocolate and cognac mousse in a glass',
}
