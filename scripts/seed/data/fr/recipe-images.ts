import type { RecipeImageKey } from '../recipe-images'

/** The French alts of the recipes artwork. */
export const fr: Record<RecipeImageKey, string> = {
  'recipes-sidecar': 'Un Sidecar dans une coupe givrée de sucre, avec un zeste d’orange',
  'recipes-crisp-green-tea': 'Un grand verre de Thé Vert Frais avec des rondelles de concombre',
  'recipes-julep': 'Une timbale givrée remplie de glace pilée et de menthe',
  'recipes-float': 'Un float au cognac surmonté d’une boule de glace vanille',
  'recipes-ginger-spice': 'Un highball Gingembre Épicé avec un quartier de citron vert',
  'recipes-robust-coffee': 'Un cocktail Café Corsé surmonté de trois grains de café',
  'recipes-swift-old-fashioned': 'Un Swift Old Fashioned sur un gros glaçon limpide',
  'recipes-chevalier-noir': 'Un Chevalier Noir pourpre garni de deux mûres',
  'recipes-step-prepare': 'Un verre préparé sur le comptoir',
  'recipes-step-mix': 'Le cognac frappé au shaker avec des glaçons',
  'recipes-step-garnish': 'La décoration finale posée sur le cocktail',
  'recipes-video-cover': 'Le bar de la maison, où sont tournées les vidéos de cocktails',
  'recipes-cognac-pairing': 'Des vagues ambrées aux reflets de cognac',
  'recipes-duck-breast': 'Magret de canard tranché, sauce au poivre et au cognac',
  'recipes-flambeed-prawns': 'Gambas flambées au cognac, ail et persil',
  'recipes-chocolate-mousse': 'Mousse au chocolat noir et au cognac en verrine',
}
