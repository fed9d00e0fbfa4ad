import type { EventWords } from '../events'

/** The Spanish words of the demo events: each kind's title and description, the picture alts. */
export const es: EventWords = {
  kinds: {
    'tasting-xo': {
      title: 'Noche de cata Solaine XO',
      description:
        'Una noche para descubrir Solaine XO solo, con unas gotas de agua y en las rocas, guiada por un embajador de la casa. Cupo limitado; se requiere registro.',
    },
    'blending-masterclass': {
      title: 'Masterclass de mezcla con el maestro bodeguero',
      description:
        'Prueba aguardientes de cuatro crus directamente de la barrica y crea tu propia mezcla junto a nuestro maestro bodeguero, que trae muestras desde Cognac para la ocasión.',
    },
    'cocktail-night': {
      title: 'Noche de cócteles Blue Martinet',
      description:
        'Nuestros bartenders preparan Blue Martinet en old fashioned, highballs y un cóctel creado para la noche. Música, botanas y vista a la ciudad.',
    },
    'food-pairing': {
      title: 'Cena de maridaje con coñac',
      description:
        'Una cena de cuatro tiempos del chef anfitrión, cada tiempo maridado con un coñac de la casa, del V.S.O.P al Ruban Bleu.',
    },
    'cordon-bleu-chocolate': {
      title: 'Ruban Bleu y chocolate amargo',
      description:
        'Un chocolatero y nuestro embajador combinan Ruban Bleu con chocolates de origen único, de Madagascar a Ecuador.',
    },
    'rare-cognacs': {
      title: 'Coñacs raros del «paraíso»',
      description:
        'Una cata sentada de Ruban Bleu Extra y L’Or d’Élise, con la historia del «paraíso» sellado en 1921. Para un grupo reducido de doce invitados.',
    },
    'meet-aurore': {
      title: 'Vencejos en vuelo: conoce a Aurore',
      description:
        'Aurore, la muralista detrás de la edición limitada de Blue Martinet, pinta en vivo mientras los invitados prueban Blue Martinet. Habrá botellas firmadas esa noche.',
    },
    'highball-afterwork': {
      title: 'Afterwork de highballs con VS Single Estate',
      description:
        'Después del trabajo, tragos largos: VS Single Estate con agua tónica, ginger ale o agua mineral, y un bartender que te enseña la medida justa.',
    },
    'spirits-festival': {
      title: 'Maison Solaine en el festival de destilados',
      description:
        'Visita el stand de la casa en el festival de destilados de la ciudad: catas de toda la gama, una barra de cócteles y charlas breves sobre cómo se elabora el coñac. Entrada con el boleto del festival.',
    },
  },
  alts: {
    tasting: 'Una copa de coñac servida para una cata',
    cocktail: 'Un cóctel de coñac en la barra',
    portrait: 'El maestro bodeguero de Maison Solaine',
  },
}
