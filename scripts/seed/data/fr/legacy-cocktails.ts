import type { LegacyCocktailSlug, LegacyCocktailText } from '../legacy-cocktails'

/** The French texts of the legacy cocktails, by slug. */
export const fr: Record<LegacyCocktailSlug, LegacyCocktailText> = {
  sidecar: {
    texts: {
      title: 'Sidecar',
      description:
        'Un classique des années 1920 au bord givré : cognac V.S.O.P, liqueur d’orange et citron frais, frappés au shaker pour un cocktail vif et glacé.',
      steps: [
        {
          title: 'Givrer le verre',
          description:
            'Humectez le bord extérieur d’une coupe bien froide avec un peu de jus de citron, puis roulez-le dans le sucre en poudre.',
        },
        {
          title: 'Remplir le shaker',
          description:
            'Versez le cognac, la liqueur d’orange et le jus de citron dans le shaker, puis remplissez-le aux trois quarts de glaçons.',
        },
        {
          title: 'Frapper',
          description:
            'Secouez énergiquement une dizaine de secondes, jusqu’à ce que le shaker soit glacé, puis filtrez deux fois dans la coupe.',
        },
        {
          title: 'Parfumer à l’orange',
          description:
            'Pressez le zeste d’orange au-dessus du verre pour en libérer les huiles, puis déposez-le dans le cocktail.',
        },
      ],
      servingTips:
        'Servez aussitôt, tant que la coupe est encore givrée. Ne sucrez que la moitié du bord : chacun choisit sa gorgée.',
      quote:
        'Autant de vivacité que de chaleur : c’est avec le Sidecar que nous apprenons à chaque nouveau barman à équilibrer un cocktail.',
    },
    history: {
      title: 'Né entre les deux guerres',
      paragraphs: [
        'Le Sidecar apparaît vers la fin de la Première Guerre mondiale, et des bars de Paris comme de Londres revendiquent l’avoir servi les premiers. Son nom évoque souvent les side-cars des motos de l’époque.',
        'Les premières recettes mariaient cognac, liqueur d’orange et citron à parts égales. Au fil des décennies, les barmen ont donné au cognac la plus large part : c’est ainsi que nous le préparons aujourd’hui.',
      ],
    },
  },
  julep: {
    texts: {
      title: 'Julep',
      description:
        'Menthe fraîche, une touche de sucre et cognac Blue Martinet sur une montagne de glace pilée : un long drink rafraîchissant pour les après-midi de chaleur.',
      steps: [
        {
          title: 'Réveiller la menthe',
          description:
            'Placez la plupart des feuilles de menthe et le sirop de sucre dans une timbale à julep ou un verre old fashioned, puis pressez-les doucement au pilon. Froissez les feuilles sans les déchirer.',
        },
        {
          title: 'Ajouter le cognac',
          description:
            'Versez le cognac, remplissez la timbale à moitié de glace pilée et remuez à la cuillère à mélange jusqu’à ce que l’extérieur se couvre de givre.',
        },
        {
          title: 'Couronner de glace',
          description:
            'Tassez le reste de la glace pilée en dôme et ajoutez le trait de bitter par-dessus.',
        },
        {
          title: 'Décorer',
          description:
            'Piquez les dernières feuilles de menthe dans la glace, à côté d’une paille courte : le nez rencontre la menthe à chaque gorgée.',
        },
      ],
      servingTips:
        'Tenez la timbale par la base pour ne pas faire fondre le givre. Une paille courte rapproche le nez de la menthe.',
      quote:
        'Le julep demande de la patience : remuez jusqu’à ce que la timbale blanchisse de givre, alors seulement il est prêt.',
    },
    history: {
      title: 'Du Sud américain au bar de la maison',
      paragraphs: [
        'Le julep se buvait aux États-Unis dès le début du XIXe siècle et, avant que le phylloxéra ne ravage les vignobles européens, le cognac comptait parmi les eaux-de-vie les plus employées pour le préparer.',
        'Quand les vignes de Cognac ont été replantées, le whiskey avait pris sa place dans le Sud. Notre Julep renoue avec cette recette plus ancienne, avec Blue Martinet pour la chaleur et la profondeur.',
      ],
    },
  },
  float: {
    texts: {
      title: 'Float au cognac',
      description:
        'Une boule de glace vanille, du cognac Blue Martinet et le pétillant du ginger ale : une gourmandise façon soda-fountain, à déguster à la cuillère et à la paille.',
      steps: [
        {
          title: 'Rafraîchir le verre',
          description:
            'Placez un grand verre dix minutes au congélateur, puis déposez-y la boule de glace à la vanille.',
        },
        {
          title: 'Verser le cognac',
          description:
            'Versez lentement le cognac sur la glace pour qu’il coule le long des parois.',
        },
        {
          title: 'Compléter et servir',
          description:
            'Inclinez le verre et complétez doucement avec le ginger ale pour que la mousse monte sans déborder. Terminez par une pincée de noix de muscade râpée.',
        },
      ],
      servingTips:
        'Servez avec une cuillère longue et une paille. Dégustez d’abord la mousse, puis sirotez à mesure que la glace fond dans le cognac.',
      quote: 'Blue Martinet porte en lui assez de vanille pour aller à la rencontre de la glace.',
    },
  },
  'ginger-spice': {
    texts: {
      title: 'Gingembre Épicé',
      description:
        'Gingembre frais, citron vert et miel frappés avec le cognac V.S.O.P, allongés de ginger beer et relevés de cannelle : à la fois réchauffant et vif.',
      steps: [
        {
          title: 'Piler le gingembre',
          description:
            'Mettez les lamelles de gingembre et le sirop de miel dans le shaker, puis écrasez-les au pilon pour en extraire le jus.',
        },
        {
          title: 'Frapper',
          description:
            'Ajoutez le cognac, le jus de citron vert et une poignée de glaçons, puis secouez environ huit secondes.',
        },
        {
          title: 'Filtrer sur glace',
          description:
            'Filtrez finement dans un verre tumbler haut rempli de glaçons neufs, afin qu’aucune fibre de gingembre ne passe.',
        },
        {
          title: 'Compléter et épicer',
          description:
            'Complétez avec le ginger beer, remuez une fois depuis le fond et terminez par une pincée de cannelle.',
        },
      ],
      servingTips:
        'Ajoutez un quartier de citron vert sur le bord pour ceux qui aiment plus d’acidité. Un ginger beer piquant le rend plus audacieux, un ginger beer doux plus rond.',
      quote:
        'Le gingembre révèle les épices que le V.S.O.P tient déjà de ses années en fût de chêne.',
    },
  },
}
