import type { FoodRecipeSlug, FoodRecipeText } from '../food-recipes'

/** The English texts of the food recipes, by slug. */
export const en: Record<FoodRecipeSlug, FoodRecipeText> = {
  'duck-breast-cognac-pepper-sauce': {
    title: 'Duck breast with cognac pepper sauce',
    description:
      'Crisp-skinned duck breast, a creamy peppercorn sauce flambéed with XO and a glass of the same cognac alongside: a bistro classic for two.',
    steps: [
      {
        title: 'Prepare the duck',
        description:
          'Take the duck breasts out of the fridge 20 minutes ahead. Score the skin in a crisscross pattern without cutting into the meat, then season both sides lightly with salt.',
      },
      {
        title: 'Render the skin',
        description:
          'Lay the breasts skin side down in a cold frying pan and cook over medium-low heat for 8 to 10 minutes, pouring off the fat as it melts. Turn them, cook for 3 to 4 minutes more, then rest them on a warm plate.',
      },
      {
        title: 'Flambé',
        description:
          'Keep a spoonful of fat in the pan and soften the shallots with the pepper for 2 minutes. Take the pan off the heat, pour in the cognac and light it carefully, standing well back.',
      },
      {
        title: 'Finish the sauce',
        description:
          'When the flames die down, add the stock and reduce by half. Stir in the cream, simmer until the sauce coats a spoon, then whisk in the butter off the heat.',
      },
      {
        title: 'Slice and serve',
        description:
          'Slice the duck, spoon the sauce alongside and finish with a pinch of fleur de sel. Serve with a glass of XO at room temperature.',
      },
    ],
  },
  'cognac-flambeed-prawns': {
    title: 'Cognac-flambéed prawns with garlic and parsley',
    description:
      'King prawns seared in garlic butter, flambéed with V.S.O.P and brightened with lemon and parsley: a ten-minute starter that brings the table to life.',
    steps: [
      {
        title: 'Prepare the prawns',
        description:
          'Peel the prawns, leaving the tails on, and remove the dark vein along the back. Pat them dry with kitchen paper.',
      },
      {
        title: 'Sear',
        description:
          'Heat the olive oil and butter in a large frying pan over high heat. Add the garlic and chili, then the prawns in a single layer, and cook for 1 minute on each side.',
      },
      {
        title: 'Flambé',
        description:
          'Take the pan off the heat, pour in the cognac and light it carefully with a long match. Shake the pan gently until the flames die down.',
      },
      {
        title: 'Finish and serve',
        description:
          'Season with salt, squeeze over the lemon juice and scatter with parsley. Serve at once with crusty bread and a V.S.O.P over ice.',
      },
    ],
  },
  'dark-chocolate-cognac-mousse': {
    title: 'Dark chocolate and cognac mousse',
    description:
      'A light, deeply chocolatey mousse lifted with Ruban Bleu and orange zest. Make it the day before and serve it with the same cognac.',
    steps: [
      {
        title: 'Melt the chocolate',
        description:
          'Melt the chocolate and butter in a bowl over barely simmering water, stirring until smooth. Leave to cool for 5 minutes.',
      },
      {
        title: 'Flavour the base',
        description: 'Stir in the egg yolks one at a time, then the cognac and the orange zest.',
      },
      {
        title: 'Whisk the whites',
        description:
          'Whisk the egg whites with the salt to soft peaks, then add the sugar little by little and whisk until firm and glossy.',
      },
      {
        title: 'Fold',
        description:
          'Stir a third of the whites into the chocolate to loosen it, then gently fold in the rest with a spatula, lifting from the bottom, until no white streaks remain.',
      },
      {
        title: 'Chill',
        description:
          'Spoon into six glasses and chill for at least 4 hours. Take them out 10 minutes before serving with a glass of Ruban Bleu.',
      },
    ],
  },
}
