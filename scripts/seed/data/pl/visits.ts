import type { VisitKey } from '../visits'

/** The Polish descriptions of the demo visits. */
export const pl: Record<VisitKey, string> = {
  tasting:
    'Godzina w sali degustacyjnej: cztery okowity w różnym wieku, a potem Ruban Bleu, z przewodnikiem, który wyjaśnia, co zmienia każdy rok w beczce.',
  'cellar-tour':
    'Od alembików do „raju”, gdzie najstarsze okowity leżakują w szklanych gąsiorach. Na koniec degustacja dwóch koniaków.',
  'vineyard-walk':
    'Dwie godziny wśród naszych winorośli na kredowych wzgórzach Grande Champagne, a potem kieliszek w cieniu starej tłoczni.',
}
