import type { RecipeImageKey } from '../recipe-images'

/** The Polish alts of the recipes artwork. */
export const pl: Record<RecipeImageKey, string> = {
  'recipes-sidecar': 'Sidecar w kieliszku coupe z cukrowym brzegiem i skórką pomarańczy',
  'recipes-crisp-green-tea': 'Wysoka szklanka Rześkiej Zielonej Herbaty z plasterkami ogórka',
  'recipes-julep': 'Oszroniony kubek julepowy pełen kruszonego lodu i mięty',
  'recipes-float': 'Float z koniakiem i gałką lodów waniliowych',
  'recipes-ginger-spice': 'Highball Korzenny Imbir z ćwiartką limonki',
  'recipes-robust-coffee': 'Koktajl Mocna Kawa z trzema ziarnami kawy',
  'recipes-swift-old-fashioned': 'Swift Old Fashioned na jednej dużej, przejrzystej kostce lodu',
  'recipes-chevalier-noir': 'Głęboko purpurowy Chevalier Noir z dwiema jeżynami',
  'recipes-step-prepare': 'Szklanka przygotowywana na barze',
  'recipes-step-mix': 'Koniak wstrząsany z lodem',
  'recipes-step-garnish': 'Ostatnia dekoracja na koktajlu',
  'recipes-video-cover': 'Bar domu, w którym powstają filmy o koktajlach',
  'recipes-cognac-pairing': 'Bursztynowe fale w kolorze koniaku',
  'recipes-duck-breast': 'Plastry piersi z kaczki z sosem pieprzowym z koniakiem',
  'recipes-flambeed-prawns': 'Krewetki flambirowane koniakiem z czosnkiem i pietruszką',
  'recipes-chocolate-mousse': 'Mus z gorzkiej czekolady i koniaku w pucharku',
}
