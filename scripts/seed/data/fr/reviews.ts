import type { ReviewText } from '../reviews'

/** The French demo reviews. */
export const fr: ReviewText[] = [
  {
    rating: 5,
    title: 'Abricot sec et chêne chaud',
    text: 'Ouvert pour les soixante-dix ans de mon père. Un nez d’abricot sec, puis une finale longue et chaleureuse, un peu de clou de girofle. Tout le monde en a redemandé.',
  },
  {
    rating: 4,
    text: 'Très rond en dégustation pure ; avec une goutte d’eau il s’ouvre sur le miel et la vanille. Un peu doux à mon goût, mais une belle bouteille à partager.',
  },
  {
    rating: 5,
    title: 'Notre cognac du dimanche',
    text: 'Goûté à la maison pendant la visite des chais, nous sommes repartis avec une bouteille. Orange confite, amande grillée et une finale qui n’en finit pas.',
  },
  {
    rating: 4,
    text: 'Excellent en long drink avec un ginger ale et un zeste d’orange, et assez bon pour être savouré seul après le dîner.',
  },
  {
    rating: 3,
    title: 'Bon, sans plus pour moi',
    text: 'Bien fait et équilibré, mais je préfère des cognacs plus épicés. À la maison, on l’adore : il ne fera donc pas long feu.',
  },
  {
    rating: 5,
    text: 'Prune, figue et une pointe de cuir. Il faut lui laisser dix minutes dans le verre : il devient alors tout autre.',
  },
  {
    rating: 4,
    title: 'Un cadeau réussi',
    text: 'Acheté pour remercier des amis, j’ai fini par en prendre une bouteille pour moi. Élégant sans lourdeur.',
  },
  {
    rating: 5,
    text: 'Texture soyeuse, notes de poire et de fleurs blanches, aucune brûlure. La preuve qu’un cognac peut être frais et profond à la fois.',
  },
  {
    rating: 4,
    text: 'Délicieux avec un carré de chocolat noir. Le bois est présent mais ne prend jamais le pas sur le fruit.',
  },
  {
    rating: 3,
    text: 'Agréable et facile, même s’il s’efface un peu vite. Meilleur en cocktail que pur, à mon avis.',
  },
]
