import type { V2CocktailSlug, V2CocktailText } from '../v2-cocktails'

/** The French texts of the V2 cocktails, by slug: the card, then each bloc in page order. */
export const fr: Record<V2CocktailSlug, V2CocktailText> = {
  'crisp-green-tea': {
    texts: {
      title: 'Thé Vert Frais',
      description:
        'Thé vert glacé, concombre et cognac Blue Martinet, allongés d’eau gazeuse : un highball léger et herbacé pour les premières soirées douces.',
    },
    blocs: [
      {},
      {
        tips: 'Un sencha donne un cocktail herbacé et vif ; un hojicha torréfié le rend plus rond, aux notes de noisette. Dans tous les cas, ne versez jamais de thé chaud sur la glace : il diluerait le cocktail.',
      },
      {
        steps: [
          {
            title: 'Infuser et refroidir le thé',
            description:
              'Faites infuser le thé vert à 80 °C pendant deux minutes seulement pour qu’il reste frais et sans amertume, puis laissez-le refroidir au réfrigérateur.',
            large: '80 °C',
          },
          {
            title: 'Monter dans le verre',
            description:
              'Remplissez un verre tumbler haut de glaçons et de rondelles de concombre. Ajoutez le cognac, le thé, le jus de citron et le sirop de miel, puis remuez dix secondes.',
          },
          {
            title: 'Allonger à l’eau gazeuse',
            description:
              'Complétez avec l’eau gazeuse et remontez une seule fois la cuillère à mélange, délicatement, pour garder les bulles.',
          },
        ],
      },
      {
        texts: {
          subtitle: 'Blue Martinet',
          title: 'Né pour les mélanges',
          description:
            'Blue Martinet est le cognac de la maison pour les long drinks : un fruit éclatant, une touche d’épices et assez de structure pour rester présent sous le thé et les bulles.',
          buttons: ['Découvrir Blue Martinet'],
        },
      },
      {},
    ],
  },
  'robust-coffee': {
    texts: {
      title: 'Café Corsé',
      description:
        'Un espresso serré, du cognac XO et une liqueur de café, frappés jusqu’à former une mousse veloutée : le café et le digestif réunis dans une seule coupe.',
    },
    blocs: [
      {},
      {
        tips: 'Utilisez l’espresso dans la minute qui suit son extraction : c’est la crema bien fraîche qui donne du corps à la mousse. Frappez avec de gros glaçons pour refroidir sans trop diluer.',
      },
      {
        texts: {
          title: 'Le Café Corsé au shaker',
          description:
            'Notre chef barman montre comment quinze secondes de shaker énergique transforment l’espresso et le XO en une mousse de velours.',
        },
      },
      {
        steps: [
          {
            title: 'Extraire l’espresso',
            description:
              'Préparez un espresso serré et faites-y fondre le sucre demerara pendant qu’il est encore chaud.',
          },
          {
            title: 'Remplir le shaker',
            description:
              'Versez l’espresso sucré, le cognac et la liqueur de café dans un shaker rempli de glaçons.',
          },
          {
            title: 'Frapper pour la mousse',
            description:
              'Secouez énergiquement quinze secondes : les huiles du café montent en une mousse épaisse et crémeuse.',
            large: '15 secondes',
          },
          {
            title: 'Filtrer et décorer',
            description:
              'Filtrez deux fois dans une coupe rafraîchie et déposez trois grains de café sur la mousse.',
          },
        ],
      },
      {
        texts: {
          title: 'La tradition du pousse-café',
          paragraphs: [
            'Dans les cafés français, un café serré était longtemps suivi d’un petit verre de cognac : le pousse-café. D’autres préféraient verser le cognac directement dans la tasse, le fameux café arrosé.',
            'Le Café Corsé réunit les deux dans un même verre. Avec ses notes de cacao, de fruits confits et d’épices, le XO tient tête à une torréfaction sombre.',
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
        'Le plus épuré des classiques : cognac Blue Martinet, un sucre, quelques gouttes de bitter et un zeste d’orange, sur un seul gros glaçon.',
    },
    blocs: [
      {},
      {
        texts: {
          subtitle: 'Le style de la maison',
          title: 'Trois ingrédients, rien à cacher',
          description:
            'Avec si peu d’éléments dans le verre, c’est le cognac qui porte le cocktail. Blue Martinet apporte vanille, fruits confits et une finale boisée et nette, que le sucre et le bitter ne font qu’encadrer.',
          quote:
            'Un Old Fashioned, c’est un cognac que l’on assaisonne, pas un cocktail que l’on construit.',
          buttons: ['Découvrir Blue Martinet'],
        },
      },
      {
        tips: 'Un gros glaçon fond lentement : la dernière gorgée a le goût de la première. Sortez-le du congélateur une minute à l’avance pour qu’il ne se fende pas au contact du cognac.',
      },
      {
        steps: [
          {
            title: 'Dissoudre le sucre',
            description:
              'Placez le morceau de sucre dans un verre à mélange, imbibez-le de bitter et d’eau, puis écrasez-le du dos de la cuillère jusqu’à ce qu’il fonde.',
          },
          {
            title: 'Ajouter le cognac',
            description: 'Versez le cognac et remplissez le verre à mélange de glaçons.',
          },
          {
            title: 'Remuer',
            description:
              'Remuez une trentaine de secondes, jusqu’à ce que le cocktail soit froid et soyeux, puis filtrez-le sur le gros glaçon dans un verre old fashioned.',
            large: '30 secondes',
          },
          {
            title: 'Zester',
            description:
              'Pressez le zeste d’orange au-dessus du verre, passez-le sur le bord et déposez-le dans le cocktail.',
          },
        ],
      },
      {
        texts: {
          title: 'À l’ancienne',
          paragraphs: [
            'Dans les années 1880, alors que les barmen ajoutaient liqueurs et absinthe à leurs mélanges, certains clients réclamaient un cocktail préparé « à l’ancienne » : une eau-de-vie, du sucre, de l’eau et du bitter, rien de plus.',
            'Le cognac faisait partie des eaux-de-vie servies ainsi. Notre Swift Old Fashioned s’en tient aux quatre ingrédients d’origine et laisse parler Blue Martinet.',
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
        'Cognac Ruban Bleu, vermouth rouge, crème de mûre et bitter au chocolat, remués puis servis en coupe : un cocktail sombre et velouté pour la fin de soirée.',
    },
    blocs: [
      {},
      {
        tips: 'Gardez le vermouth au réfrigérateur une fois ouvert : un vermouth frais garde le cocktail vif. En hiver, remplacez les mûres par une cerise.',
      },
      {
        steps: [
          {
            title: 'Rafraîchir la coupe',
            description:
              'Remplissez la coupe d’eau et de glaçons pendant que vous préparez le cocktail : il doit rencontrer un verre bien froid.',
          },
          {
            title: 'Remuer',
            description:
              'Versez le cognac, le vermouth, la crème de mûre et le bitter dans un verre à mélange rempli de glaçons, puis remuez vingt-cinq secondes.',
            large: '25 secondes',
          },
          {
            title: 'Filtrer et décorer',
            description:
              'Videz la coupe, filtrez-y le cocktail et posez en travers du bord deux mûres piquées sur une brochette.',
          },
        ],
      },
      {
        texts: {
          title: 'Le Chevalier Noir, remué',
          description:
            'Remué, jamais frappé : découvrez comment le bar de la maison compose son cocktail le plus sombre.',
        },
      },
      {
        texts: {
          subtitle: 'Ruban Bleu',
          title: 'Fruits noirs et Ruban Bleu',
          description:
            'Les notes de prune, de café torréfié et d’épices du Ruban Bleu appellent des saveurs profondes. La mûre et le vermouth rouge leur répondent sans jamais masquer le cognac.',
          buttons: ['Découvrir Ruban Bleu', 'Trouver un revendeur'],
        },
      },
      {
        texts: {
          title: 'La nuit du chevalier noir',
          paragraphs: [
            'Le Chevalier Noir a été servi pour la première fois au bar de la maison, à Cognac, un soir d’automne, après le pressurage des derniers raisins de la vendange. Les barmen voulaient un cocktail aussi sombre que les chais où repose le Ruban Bleu.',
            'Son nom vient du chevalier en armure noire sculpté au-dessus de la porte du chai, que les hommes et les femmes du chai saluent en entrant depuis des générations.',
          ],
        },
      },
      {},
    ],
  },
}
