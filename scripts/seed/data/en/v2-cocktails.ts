import type { V2CocktailSlug, V2CocktailText } from '../v2-cocktails'

/** The English texts of the V2 cocktails, by slug: the card, then each bloc in page order. */
export const en: Record<V2CocktailSlug, V2CocktailText> = {
  'crisp-green-tea': {
    texts: {
      title: 'Crisp Green Tea',
      description:
        'Chilled green tea, cucumber and Blue Martinet cognac, lengthened with soda: a light, grassy highball for the first warm evenings.',
    },
    blocs: [
      {},
      {
        tips: 'Sencha gives a grassy, lively drink; a roasted hojicha makes it rounder and nuttier. Either way, never pour hot tea over ice: it waters the drink down.',
      },
      {
        steps: [
          {
            title: 'Brew and chill the tea',
            description:
              'Steep the green tea at 80 °C for two minutes only, so it stays fresh and free of bitterness, then let it cool in the fridge.',
            large: '80 °C',
          },
          {
            title: 'Build in the glass',
            description:
              'Fill a highball with ice and the cucumber slices. Add the cognac, tea, lemon juice and honey syrup, and stir for ten seconds.',
          },
          {
            title: 'Lengthen with soda',
            description:
              'Top up with soda water and lift the bar spoon gently through the drink once to keep the bubbles.',
          },
        ],
      },
      {
        texts: {
          subtitle: 'Blue Martinet',
          title: 'Made for mixing',
          description:
            'Blue Martinet is the house’s cognac for long drinks: bright fruit, a little spice and enough backbone to stay present under tea and bubbles.',
          buttons: ['Discover Blue Martinet'],
        },
      },
      {},
    ],
  },
  'robust-coffee': {
    texts: {
      title: 'Robust Coffee',
      description:
        'A short espresso, XO cognac and coffee liqueur shaken to a velvet foam: the after-dinner coffee and the digestif in one coupe.',
    },
    blocs: [
      {},
      {
        tips: 'Use the espresso within a minute of pulling it: fresh crema gives the foam its body. Shake with large cubes so the drink chills without going watery.',
      },
      {
        texts: {
          title: 'Shaking the Robust Coffee',
          description:
            'Our head bartender shows how fifteen seconds of hard shaking turn espresso and XO into a velvet foam.',
        },
      },
      {
        steps: [
          {
            title: 'Pull the espresso',
            description:
              'Pull a short espresso and stir the demerara sugar into it while it is hot, so that it dissolves completely.',
          },
          {
            title: 'Fill the shaker',
            description:
              'Pour the sweetened espresso, the cognac and the coffee liqueur into a shaker full of ice.',
          },
          {
            title: 'Shake for the foam',
            description:
              'Shake hard for fifteen seconds: the coffee oils whip into a thick, creamy head.',
            large: '15 seconds',
          },
          {
            title: 'Strain and garnish',
            description:
              'Double-strain into a chilled coupe and lay three coffee beans on the foam.',
          },
        ],
      },
      {
        texts: {
          title: 'The pousse-café tradition',
          paragraphs: [
            'In French cafés, a strong coffee was long followed by a small glass of cognac: the pousse-café, the drink that “pushes the coffee down”. Others preferred to pour the cognac straight into the cup, a habit known as the café arrosé.',
            'Robust Coffee brings the two together in a single glass. XO, with its notes of cocoa, candied fruit and spice, holds its own against a dark roast.',
          ],
        },
      },
      {},
    ],
  },
  'swift-old-fashioned': {
    texts: {
      title: 'Swift Old Fashioned',
      description:
        'The purest of the classics: Blue Martinet cognac, a sugar cube, bitters and a twist of orange over one large ice cube.',
    },
    blocs: [
      {},
      {
        texts: {
          subtitle: 'The house style',
          title: 'Three ingredients, nowhere to hide',
          description:
            'With so little in the glass, the cognac carries the drink. Blue Martinet brings vanilla, candied fruit and a clean, woody finish that sugar and bitters only frame.',
          quote: 'An Old Fashioned is a cognac you season, not a cocktail you build.',
          buttons: ['Discover Blue Martinet'],
        },
      },
      {
        tips: 'One large cube melts slowly, so the last sip tastes like the first. Take it out of the freezer a minute early so it does not crack when the cognac hits it.',
      },
      {
        steps: [
          {
            title: 'Dissolve the sugar',
            description:
              'Put the sugar cube in a mixing glass, soak it with the bitters and the water, and crush it with the back of a bar spoon until it dissolves.',
          },
          {
            title: 'Add the cognac',
            description: 'Pour in the cognac and fill the mixing glass with ice.',
          },
          {
            title: 'Stir',
            description:
              'Stir for about thirty seconds, until the drink is cold and silky, then strain it over the large ice cube in a rocks glass.',
            large: '30 seconds',
          },
          {
            title: 'Add the zest',
            description:
              'Express the orange zest over the glass, rub it around the rim and drop it in.',
          },
        ],
      },
      {
        texts: {
          title: 'The old-fashioned way',
          paragraphs: [
            'In the 1880s, as bartenders added liqueurs and absinthe to their drinks, some customers asked for a cocktail made “the old-fashioned way”: spirit, sugar, water and bitters, nothing more.',
            'Cognac was one of the spirits poured that way. Our Swift Old Fashioned keeps to those four original ingredients and lets Blue Martinet do the talking.',
          ],
        },
      },
      {},
    ],
  },
  'chevalier-noir': {
    texts: {
      title: 'Chevalier Noir',
      description:
        'Ruban Bleu cognac, red vermouth, blackberry liqueur and chocolate bitters, stirred and served up: a dark, velvety drink for late evenings.',
    },
    blocs: [
      {},
      {
        tips: 'Keep the vermouth in the fridge once opened: fresh vermouth keeps the drink bright rather than dull. In winter, swap the blackberries for a cherry.',
      },
      {
        steps: [
          {
            title: 'Chill the coupe',
            description:
              'Fill the coupe with ice and water while you mix, so the drink meets cold glass.',
          },
          {
            title: 'Stir',
            description:
              'Pour the cognac, vermouth, blackberry liqueur and bitters into a mixing glass full of ice and stir for twenty-five seconds.',
            large: '25 seconds',
          },
          {
            title: 'Strain and garnish',
            description:
              'Empty the coupe, strain the drink into it and lay two blackberries on a cocktail pick across the rim.',
          },
        ],
      },
      {
        texts: {
          title: 'The Chevalier Noir, stirred',
          description:
            'Stirred, never shaken: watch how the house bar builds its darkest cocktail.',
        },
      },
      {
        texts: {
          subtitle: 'Ruban Bleu',
          title: 'Dark fruit meets Ruban Bleu',
          description:
            'Ruban Bleu’s notes of plum, roasted coffee and spice call for deep flavours. Blackberry and red vermouth answer them without ever hiding the cognac.',
          buttons: ['Discover Ruban Bleu', 'Find a store'],
        },
      },
      {
        texts: {
          title: 'The night of the black knight',
          paragraphs: [
            'The Chevalier Noir was first poured at the house bar in Cognac one autumn evening, after the last grapes of the harvest had been pressed. The bartenders wanted a drink as dark as the cellars where Ruban Bleu rests.',
            'Its name comes from the knight in black armour carved above the cellar door, a figure the cellar workers have greeted on their way in for generations.',
          ],
        },
      },
      {},
    ],
  },
}
