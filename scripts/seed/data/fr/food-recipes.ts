import type { FoodRecipeSlug, FoodRecipeText } from '../food-recipes'

/** The French texts of the food recipes, by slug. */
export const fr: Record<FoodRecipeSlug, FoodRecipeText> = {
  'duck-breast-cognac-pepper-sauce': {
    title: 'Magret de canard, sauce au poivre et au cognac',
    description:
      'Un magret à la peau croustillante, une sauce crémeuse au poivre flambée au XO et un verre du même cognac à côté : un classique de bistrot pour deux.',
    steps: [
      {
        title: 'Préparer les magrets',
        description:
          'Sortez les magrets du réfrigérateur 20 minutes à l’avance. Quadrillez la peau au couteau sans entailler la chair, puis salez légèrement les deux faces.',
      },
      {
        title: 'Faire fondre la graisse',
        description:
          'Posez les magrets côté peau dans une poêle froide et faites-les cuire 8 à 10 minutes à feu moyen-doux en retirant la graisse au fur et à mesure. Retournez-les, poursuivez la cuisson 3 à 4 minutes, puis laissez-les reposer sur une assiette chaude.',
      },
      {
        title: 'Flamber',
        description:
          'Gardez une cuillerée de graisse dans la poêle et faites suer les échalotes avec le poivre pendant 2 minutes. Hors du feu, versez le cognac et flambez prudemment, en vous tenant à distance.',
      },
      {
        title: 'Terminer la sauce',
        description:
          'Une fois les flammes éteintes, ajoutez le fond de volaille et faites réduire de moitié. Incorporez la crème, laissez frémir jusqu’à ce que la sauce nappe la cuillère, puis montez-la au beurre hors du feu.',
      },
      {
        title: 'Trancher et servir',
        description:
          'Tranchez les magrets, nappez de sauce et terminez par une pincée de fleur de sel. Servez avec un verre de XO à température ambiante.',
      },
    ],
  },
  'cognac-flambeed-prawns': {
    title: 'Gambas flambées au cognac, ail et persil',
    description:
      'Des gambas saisies au beurre d’ail, flambées au V.S.O.P et relevées de citron et de persil : une entrée prête en dix minutes qui réveille la table.',
    steps: [
      {
        title: 'Préparer les gambas',
        description:
          'Décortiquez les gambas en gardant la queue et retirez le boyau noir le long du dos. Séchez-les avec du papier absorbant.',
      },
      {
        title: 'Saisir',
        description:
          'Faites chauffer l’huile d’olive et le beurre à feu vif dans une grande poêle. Ajoutez l’ail et le piment, puis les gambas en une seule couche, et saisissez-les 1 minute de chaque côté.',
      },
      {
        title: 'Flamber',
        description:
          'Retirez la poêle du feu, versez le cognac et enflammez-le prudemment avec une longue allumette. Remuez doucement la poêle jusqu’à ce que les flammes s’éteignent.',
      },
      {
        title: 'Finir et servir',
        description:
          'Salez, arrosez de jus de citron et parsemez de persil. Servez aussitôt avec du pain croustillant et un V.S.O.P sur glace.',
      },
    ],
  },
  'dark-chocolate-cognac-mousse': {
    title: 'Mousse au chocolat noir et au cognac',
    description:
      'Une mousse légère, intensément chocolatée, relevée de Ruban Bleu et de zeste d’orange. Préparez-la la veille et servez-la avec le même cognac.',
    steps: [
      {
        title: 'Faire fondre le chocolat',
        description:
          'Faites fondre le chocolat et le beurre au bain-marie, dans une eau à peine frémissante, en remuant jusqu’à obtenir un mélange lisse. Laissez tiédir 5 minutes.',
      },
      {
        title: 'Parfumer la base',
        description: 'Incorporez les jaunes un à un, puis le cognac et le zeste d’orange.',
      },
      {
        title: 'Monter les blancs',
        description:
          'Montez les blancs avec le sel en neige souple, puis ajoutez le sucre peu à peu et fouettez jusqu’à ce qu’ils soient fermes et brillants.',
      },
      {
        title: 'Incorporer',
        description:
          'Mélangez un tiers des blancs au chocolat pour l’assouplir, puis incorporez délicatement le reste à la spatule, en soulevant la masse, jusqu’à ce qu’il ne reste plus de traces blanches.',
      },
      {
        title: 'Réfrigérer',
        description:
          'Répartissez dans six verrines et réfrigérez au moins 4 heures. Sortez-les 10 minutes avant de servir, avec un verre de Ruban Bleu.',
      },
    ],
  },
}
