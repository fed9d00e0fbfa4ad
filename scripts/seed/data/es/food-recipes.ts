import type { FoodRecipeSlug, FoodRecipeText } from '../food-recipes'

/** The Spanish texts of the food recipes, by slug. */
export const es: Record<FoodRecipeSlug, FoodRecipeText> = {
  'duck-breast-cognac-pepper-sauce': {
    title: 'Pechuga de pato con salsa de pimienta al coñac',
    description:
      'Pechuga de pato con la piel crujiente, una cremosa salsa de pimienta flameada con XO y una copa del mismo coñac al lado: un clásico de bistró para dos.',
    steps: [
      {
        title: 'Prepara el pato',
        description:
          'Saca las pechugas del refrigerador 20 minutos antes. Haz cortes en cuadrícula sobre la piel sin llegar a la carne y sazona ligeramente ambos lados con sal.',
      },
      {
        title: 'Dora la piel',
        description:
          'Coloca las pechugas con la piel hacia abajo en un sartén frío y cocínalas de 8 a 10 minutos a fuego medio-bajo, retirando la grasa a medida que se derrite. Voltéalas, cocina de 3 a 4 minutos más y déjalas reposar en un plato caliente.',
      },
      {
        title: 'Flamea',
        description:
          'Deja una cucharada de grasa en el sartén y acitrona los chalotes con la pimienta durante 2 minutos. Retira del fuego, vierte el coñac y flaméalo con cuidado, manteniéndote a distancia.',
      },
      {
        title: 'Termina la salsa',
        description:
          'Cuando se apaguen las llamas, añade el caldo y reduce a la mitad. Incorpora la crema, cocina a fuego bajo hasta que la salsa cubra el dorso de una cuchara y, fuera del fuego, integra la mantequilla batiendo.',
      },
      {
        title: 'Rebana y sirve',
        description:
          'Rebana el pato, sirve la salsa al lado y termina con una pizca de flor de sal. Acompaña con una copa de XO a temperatura ambiente.',
      },
    ],
  },
  'cognac-flambeed-prawns': {
    title: 'Camarones flameados al coñac con ajo y perejil',
    description:
      'Camarones grandes sellados en mantequilla de ajo, flameados con V.S.O.P y avivados con limón y perejil: una entrada de diez minutos que anima la mesa.',
    steps: [
      {
        title: 'Prepara los camarones',
        description:
          'Pela los camarones dejando la cola y retira la vena oscura del lomo. Sécalos con papel absorbente.',
      },
      {
        title: 'Sella',
        description:
          'Calienta el aceite de oliva y la mantequilla a fuego alto en un sartén grande. Añade el ajo y el chile, luego los camarones en una sola capa, y cocínalos 1 minuto por lado.',
      },
      {
        title: 'Flamea',
        description:
          'Retira el sartén del fuego, vierte el coñac y enciéndelo con cuidado con un cerillo largo. Mueve suavemente el sartén hasta que se apaguen las llamas.',
      },
      {
        title: 'Termina y sirve',
        description:
          'Sazona con sal, exprime encima el jugo de limón y espolvorea el perejil. Sirve de inmediato con pan crujiente y un V.S.O.P en las rocas.',
      },
    ],
  },
  'dark-chocolate-cognac-mousse': {
    title: 'Mousse de chocolate amargo y coñac',
    description:
      'Una mousse ligera e intensamente achocolatada, realzada con Ruban Bleu y ralladura de naranja. Prepárala un día antes y sírvela con el mismo coñac.',
    steps: [
      {
        title: 'Derrite el chocolate',
        description:
          'Derrite el chocolate y la mantequilla a baño María, con el agua apenas hirviendo, y mueve hasta que quede liso. Déjalo entibiar 5 minutos.',
      },
      {
        title: 'Aromatiza la base',
        description: 'Incorpora las yemas una a una y después el coñac y la ralladura de naranja.',
      },
      {
        title: 'Bate las claras',
        description:
          'Bate las claras con la sal a punto de turrón suave y añade el azúcar poco a poco hasta que estén firmes y brillantes.',
      },
      {
        title: 'Integra',
        description:
          'Mezcla un tercio de las claras con el chocolate para aligerarlo y luego integra el resto con una espátula, con movimientos envolventes, hasta que no queden vetas blancas.',
      },
      {
        title: 'Refrigera',
        description:
          'Reparte en seis vasitos y refrigera al menos 4 horas. Sácalos 10 minutos antes de servir, acompañados de una copa de Ruban Bleu.',
      },
    ],
  },
}
