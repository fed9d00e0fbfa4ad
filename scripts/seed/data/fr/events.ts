import type { EventWords } from '../events'

/** The French words of the demo events: each kind's title and description, the picture alts. */
export const fr: EventWords = {
  kinds: {
    'tasting-xo': {
      title: 'Soirée de dégustation Solaine XO',
      description:
        'Une soirée pour découvrir Solaine XO pur, avec une goutte d’eau puis sur glace, guidée par un ambassadeur de la maison. Places limitées, inscription obligatoire.',
    },
    'blending-masterclass': {
      title: 'Masterclass d’assemblage avec le maître de chai',
      description:
        'Goûtez des eaux-de-vie de quatre crus tirées du fût, puis composez votre propre assemblage aux côtés de notre maître de chai, venu de Cognac avec ses échantillons.',
    },
    'cocktail-night': {
      title: 'Soirée cocktails Blue Martinet',
      description:
        'Nos bartenders déclinent Blue Martinet en old fashioned, en highball et dans un cocktail créé pour l’occasion. Musique, petites assiettes et vue sur la ville.',
    },
    'food-pairing': {
      title: 'Dîner accords mets et cognacs',
      description:
        'Un dîner en quatre services signé par le chef du lieu, chaque plat accordé à un cognac de la maison, du V.S.O.P au Ruban Bleu.',
    },
    'cordon-bleu-chocolate': {
      title: 'Ruban Bleu et chocolat noir',
      description:
        'Un chocolatier et notre ambassadeur marient Ruban Bleu à des chocolats de grands crus, de Madagascar à l’Équateur.',
    },
    'rare-cognacs': {
      title: 'Cognacs rares du paradis',
      description:
        'Une dégustation assise de Ruban Bleu Extra et de L’Or d’Élise, avec l’histoire du paradis scellé en 1921. Pour un petit groupe de douze convives.',
    },
    'meet-aurore': {
      title: 'Martinets en vol : rencontre avec Aurore',
      description:
        'Aurore, la muraliste derrière l’édition limitée Blue Martinet, peint en direct pendant que les invités dégustent Blue Martinet. Bouteilles signées disponibles sur place.',
    },
    'highball-afterwork': {
      title: 'Afterwork highball VS Single Estate',
      description:
        'Après le travail, place aux long drinks : VS Single Estate avec tonic, ginger ale ou eau pétillante, et un bartender pour vous montrer le bon dosage.',
    },
    'spirits-festival': {
      title: 'Maison Solaine au salon des spiritueux',
      description:
        'Retrouvez le stand de la maison au salon des spiritueux de la ville : dégustation de toute la gamme, un bar à cocktails et de courtes conférences sur l’élaboration du cognac. Entrée avec le billet du salon.',
    },
  },
  alts: {
    tasting: 'Un verre de cognac servi pour une dégustation',
    cocktail: 'Un cocktail au cognac sur le comptoir',
    portrait: 'Le maître de chai de Maison Solaine',
  },
}
