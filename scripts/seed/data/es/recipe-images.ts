import type { RecipeImageKey } from '../recipe-images'

/** The Spanish alts of the recipes artwork. */
export const es: Record<RecipeImageKey, string> = {
  'recipes-sidecar': 'Un Sidecar en copa escarchada con azúcar y un twist de naranja',
  'recipes-crisp-green-tea': 'Un vaso alto de Té Verde Fresco con rodajas de pepino',
  'recipes-julep': 'Una copa julep escarchada, llena de hielo frappé y menta',
  'recipes-float': 'Un float de coñac con una bola de helado de vainilla',
  'recipes-ginger-spice': 'Un highball Jengibre Especiado con una cuña de limón',
  'recipes-robust-coffee': 'Un cóctel Café Intenso con tres granos de café',
  'recipes-swift-old-fashioned': 'Un Swift Old Fashioned sobre un gran cubo de hielo transparente',
  'recipes-chevalier-noir': 'Un Chevalier Noir púrpura con dos zarzamoras',
  'recipes-step-prepare': 'Un vaso preparado sobre la barra',
  'recipes-step-mix': 'El coñac agitado con hielo en la coctelera',
  'recipes-step-garnish': 'La decoración final sobre el cóctel',
  'recipes-video-cover': 'El bar de la casa, donde se graban los videos de cócteles',
  'recipes-cognac-pairing': 'Ondas ambarinas con reflejos de coñac',
  'recipes-duck-breast': 'Pechuga de pato en rebanadas con salsa de pimienta al coñac',
  'recipes-flambeed-prawns': 'Camarones flameados al coñac con ajo y perejil',
  'recipes-chocolate-mousse': 'Mousse de chocolate amargo y coñac en vaso',
}
