import type { ReviewText } from '../reviews'

/** The Spanish demo reviews. */
export const es: ReviewText[] = [
  {
    rating: 5,
    title: 'Albaricoque seco y roble cálido',
    text: 'Lo abrimos para el setenta cumpleaños de mi padre. Albaricoque seco en nariz y un final largo y cálido con un toque de clavo. Todos repitieron.',
  },
  {
    rating: 4,
    text: 'Muy suave solo; con unas gotas de agua se abre a miel y vainilla. Algo dulce para mi gusto, pero una botella estupenda para compartir.',
  },
  {
    rating: 5,
    title: 'Nuestro coñac de los domingos',
    text: 'Lo probamos en la casa durante la visita a las bodegas y compramos una botella allí mismo. Naranja confitada, almendra tostada y un final interminable.',
  },
  {
    rating: 4,
    text: 'Excelente en un highball con ginger ale y piel de naranja, y lo bastante bueno para tomarlo solo después de cenar.',
  },
  {
    rating: 3,
    title: 'Bueno, pero no mi favorito',
    text: 'Bien hecho y equilibrado, aunque prefiero algo más especiado. A mi pareja le encanta, así que durará poco en casa.',
  },
  {
    rating: 5,
    text: 'Ciruela, higo y un punto de cuero. Hay que darle diez minutos en la copa: se convierte en otro coñac.',
  },
  {
    rating: 4,
    title: 'Un regalo acertado',
    text: 'Lo compré para dar las gracias a unos amigos y acabé llevándome otra botella para mí. Elegante sin resultar pesado.',
  },
  {
    rating: 5,
    text: 'Textura sedosa, notas de pera y flores blancas y nada de ardor. Un coñac fresco y profundo a la vez.',
  },
  {
    rating: 4,
    text: 'Delicioso con una onza de chocolate negro. La madera está presente, pero nunca tapa la fruta.',
  },
  {
    rating: 3,
    text: 'Agradable y fácil de beber, aunque se desvanece un poco rápido. Para mí, mejor en cócteles que solo.',
  },
]
