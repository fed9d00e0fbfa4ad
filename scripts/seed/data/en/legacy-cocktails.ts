import type { LegacyCocktailSlug, LegacyCocktailText } from '../legacy-cocktails'

/** The English texts of the legacy cocktails, by slug. */
export const en: Record<LegacyCocktailSlug, LegacyCocktailText> = {
  sidecar: {
    texts: {
      title: 'Sidecar',
      description:
        'A 1920s classic with a sugared rim: V.S.O.P cognac, orange liqueur and fresh lemon, shaken bright and cold.',
      steps: [
        {
          title: 'Frost the rim',
          description:
            'Moisten the outer rim of a chilled coupe with a little lemon juice, then roll it in caster sugar.',
        },
        {
          title: 'Build the shaker',
          description:
            'Pour the cognac, orange liqueur and lemon juice into a shaker and fill it three-quarters with ice.',
        },
        {
          title: 'Shake hard',
          description:
            'Shake firmly for about ten seconds, until the shaker is almost too cold to hold, then double-strain into the coupe.',
        },
        {
          title: 'Finish with orange',
          description:
            'Twist the orange zest over the glass to release its oils, then drop it into the drink.',
        },
      ],
      servingTips:
        'Serve straight away, while the coupe is still frosted. Sugar only half the rim so each guest can choose their sip.',
      quote:
        'Equal parts sharpness and warmth: the Sidecar is the drink we use to teach every new bartender how to balance a cocktail.',
    },
    history: {
      title: 'Born between the wars',
      paragraphs: [
        'The Sidecar appeared around the end of the First World War, and bars in both Paris and London claim to have poured it first. Its name is often linked to the motorcycle sidecars of the time.',
        'Early recipes used equal parts of cognac, orange liqueur and lemon. Over the decades bartenders gave the cognac the larger share, which is how we mix it today.',
      ],
    },
  },
  julep: {
    texts: {
      title: 'Julep',
      description:
        'Fresh mint, a touch of sugar and Blue Martinet cognac over a mountain of crushed ice: a long, cooling drink for hot afternoons.',
      steps: [
        {
          title: 'Wake up the mint',
          description:
            'Put most of the mint leaves and the sugar syrup in a julep cup or a rocks glass and press them gently with a muddler. Bruise the leaves; do not tear them.',
        },
        {
          title: 'Add the cognac',
          description:
            'Pour in the cognac, half-fill the cup with crushed ice and stir with a bar spoon until the outside of the cup frosts.',
        },
        {
          title: 'Crown with ice',
          description:
            'Pack the rest of the crushed ice into a dome on top and shake the bitters over it.',
        },
        {
          title: 'Garnish',
          description:
            'Tuck the last mint leaves into the ice beside a short straw, so the scent of mint comes with every sip.',
        },
      ],
      servingTips:
        'Hold the cup by its base so your hand does not melt the frost. A short straw brings the nose right into the mint.',
      quote:
        'A julep asks for patience: stir until the cup turns white with frost, and only then is it ready.',
    },
    history: {
      title: 'From the American South to the house bar',
      paragraphs: [
        'Juleps were already popular in the United States in the early nineteenth century, and before phylloxera struck the vineyards of Europe, cognac was one of the spirits most often used to make them.',
        'By the time the vines of Cognac had been replanted, whiskey had taken its place in the South. Our Julep goes back to that older recipe, with Blue Martinet for warmth and depth.',
      ],
    },
  },
  float: {
    texts: {
      title: 'Cognac Float',
      description:
        'A scoop of vanilla ice cream, Blue Martinet cognac and a fizz of ginger ale: a grown-up soda-fountain treat to eat with a spoon and sip through a straw.',
      steps: [
        {
          title: 'Chill the glass',
          description:
            'Put a tall glass in the freezer for ten minutes, then drop in the scoop of vanilla ice cream.',
        },
        {
          title: 'Pour the cognac',
          description: 'Pour the cognac slowly over the ice cream so that it runs down the sides.',
        },
        {
          title: 'Top up and serve',
          description:
            'Tilt the glass and top up gently with ginger ale so the foam rises without spilling over. Finish with a pinch of grated nutmeg.',
        },
      ],
      servingTips:
        'Serve with a long spoon and a straw. Eat the foam first, then sip as the ice cream melts into the cognac.',
      quote: 'Blue Martinet has enough vanilla in its own nose to meet the ice cream halfway.',
    },
  },
  'ginger-spice': {
    texts: {
      title: 'Ginger Spice',
      description:
        'Fresh ginger, lime and honey shaken with V.S.O.P cognac, lengthened with ginger beer and dusted with cinnamon: warming and bright at once.',
      steps: [
        {
          title: 'Muddle the ginger',
          description:
            'Put the ginger slices and honey syrup in the shaker and crush them with a muddler to release the juice.',
        },
        {
          title: 'Shake',
          description:
            'Add the cognac, the lime juice and a handful of ice, then shake for about eight seconds.',
        },
        {
          title: 'Strain over fresh ice',
          description:
            'Fine-strain into a highball glass filled with fresh ice, so that no ginger fibres reach the glass.',
        },
        {
          title: 'Top up and spice',
          description:
            'Top up with ginger beer, stir once from the bottom and finish with a pinch of cinnamon.',
        },
      ],
      servingTips:
        'Add a lime wedge on the rim for guests who like it sharper. A fiery ginger beer makes it bolder, a mild one rounder.',
      quote: 'Ginger brings out the spice that V.S.O.P already carries from its years in oak.',
    },
  },
}
