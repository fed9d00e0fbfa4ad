import type { ArticleSlug, ArticleText } from '../articles'

/** The Spanish texts of the articles, by slug. */
export const es: Record<ArticleSlug, ArticleText> = {
  'the-art-of-blending': {
    title: 'El arte del ensamblaje',
    excerpt:
      'Un coñac nunca es obra de una sola barrica. Así construye nuestra maestra bodeguera un ensamblaje, aguardiente a aguardiente.',
    body: [
      'Cada primavera, la sala de catas de Maison Solaine se llena de pequeñas copas, cada una con un aguardiente distinto. Algunos tienen cuatro años y otros más de cuarenta; unos proceden de la caliza de la Grande Champagne y otros de los suelos más arenosos de los Fins Bois. Por separado, cada uno cuenta solo una parte de la historia.',
      'Ensamblar es el arte de hacer que esas voces canten juntas. Nuestra maestra bodeguera, Mathilde Roux, cata cada muestra rebajada con agua, anota sus impresiones a mano y aparta los aguardientes que aportan redondez, los que aportan frescura y los que dan persistencia.',
      'Un primer borrador puede reunir ochenta aguardientes. Después reposa varios meses en grandes tinas de roble para que los componentes se integren, antes de volver a catarse, corregirse y catarse una vez más. El ensamblaje de nuestro XO solo se aprueba cuando sabe exactamente igual que el del año anterior.',
      'Esa constancia es el verdadero secreto: el clima cambia, las barricas cambian y algún día también cambiará la maestra bodeguera, pero el estilo de la casa debe seguir siendo reconocible en la copa.',
    ],
  },
  'a-year-in-the-vineyard': {
    title: 'Un año en el viñedo',
    excerpt:
      'De la poda de invierno a la vendimia de octubre, doce meses entre las viñas de la Grande Champagne.',
    body: [
      'En enero el viñedo parece dormido, pero el trabajo ya ha comenzado. Los podadores recorren las hileras con frío y eligen en cada cepa el único sarmiento que dará las uvas del año siguiente. Es una tarea lenta y la decisión más importante del año.',
      'La primavera trae la brotación y las primeras preocupaciones: una sola noche de helada en abril puede costar un tercio de la cosecha. En las noches más frías, nuestros viticultores encienden pequeñas hogueras entre las hileras y vigilan el termómetro hasta el amanecer.',
      'El verano es cuestión de paciencia. Se deshoja para que los racimos respiren, se trabaja el suelo a mano y con tractor, y la ugni blanc acumula poco a poco su acidez, la columna vertebral de todo buen aguardiente.',
      'La vendimia llega a finales de septiembre o principios de octubre. Las uvas se prensan de inmediato y el mosto fermenta sin azúcar ni sulfitos añadidos; al final del invierno el vino ya está en los alambiques y el viñedo, podado de nuevo, prepara el año siguiente.',
    ],
  },
  'inside-the-paradise-cellar': {
    title: 'Dentro de la bodega paraíso',
    excerpt:
      'Tras una puerta sellada en 1921 reposan los aguardientes más antiguos de la casa. Nos dejaron echar un vistazo.',
    body: [
      'Toda casa de coñac tiene su paraíso, la bodega donde se guardan los aguardientes más antiguos. El nuestro está al final del quai des Chais, tras una puerta de roble que el nieto de Élise Solaine selló en 1921 con una sencilla cerradura de hierro.',
      'Dentro ya no hay barricas. Tras décadas en madera, los aguardientes más viejos se trasvasaron a damajuanas de vidrio forradas de mimbre para que dejaran de envejecer y conservaran exactamente el carácter alcanzado. Algunas etiquetas, escritas con tinta desvaída, llevan fechas del siglo XIX.',
      'El paraíso no es un museo. Cada año, la maestra bodeguera extrae unas gotas de las damajuanas, pipeta a pipeta, para dar profundidad a los ensamblajes más excepcionales de la casa. Cada extracción se anota en un libro de registro que se lleva sin interrupción desde hace más de cien años.',
      'Lo que más recuerdan los visitantes es el silencio: gruesos muros de piedra, una temperatura constante de unos catorce grados y un leve aroma a frutos secos y madera vieja que ha impregnado las paredes.',
    ],
  },
  'the-coopers-craft': {
    title: 'El oficio del tonelero',
    excerpt:
      'No hay coñac sin roble. Conozca a los toneleros que hienden, curvan y tuestan las duelas de nuestras barricas.',
    body: [
      'Antes de que un coñac pueda envejecer, alguien tiene que construir la barrica. En Maison Solaine ese alguien es Bastien Lefort y su equipo de cuatro personas, que todavía fabrican unas trescientas barricas al año en el taller situado detrás de las bodegas.',
      'Todo empieza en el bosque. Solo se utiliza roble de los bosques del Lemosín y de Tronçais, hendido siguiendo la veta en lugar de aserrado, que después se deja a la intemperie al menos dos años para que la lluvia y el viento laven los taninos más ásperos.',
      'En el taller, las duelas se montan en corona, sujetas con aros de hierro, y se calientan sobre un fuego de virutas de roble hasta que se curvan. El mismo fuego tuesta el interior de la barrica: un tostado ligero aporta vainilla y almendra; uno más intenso, notas de café y especias.',
      'Ni clavos ni cola sostienen una barrica: solo la precisión de las juntas y la presión de los aros. Una barrica bien hecha servirá cincuenta años o más, pasando de los aguardientes jóvenes a los más viejos a medida que su madera se vuelve más suave.',
    ],
  },
  'cognac-and-food-pairing': {
    title: 'Coñac y maridaje',
    excerpt:
      'El coñac no es solo para el final de la comida. Nuestras sugerencias, de las ostras al chocolate negro.',
    body: [
      'Durante mucho tiempo el coñac se sirvió solo con el café, una vez recogida la mesa. Sin embargo, sus aromas de fruta, flores y especias lo convierten en un compañero generoso para muchos platos, siempre que se sirva a la temperatura adecuada y en la copa adecuada.',
      'Un coñac joven y vivo, servido frío o alargado con un poco de agua con gas, acompaña de maravilla las ostras, el salmón ahumado o el sushi: su frescura corta la sal y su fruta suaviza el yodo.',
      'Los coñacs más viejos piden platos más sabrosos. Pruebe un XO con un comté curado o un pato asado con higos: el rancio del aguardiente, esos toques de nuez y sotobosque que llegan con la edad, dialoga con los sabores del plato.',
      'El postre sigue siendo el momento clásico, pero elija bien: evite los postres muy dulces y prefiera el chocolate negro, una tarta Tatin o unas peras asadas. Una gota de agua en la copa abrirá los aromas sin apagarlos.',
    ],
  },
  'cellar-masters-notes': {
    title: 'Las notas de la maestra bodeguera',
    excerpt:
      'Para socios: Mathilde Roux abre su cuaderno de cata y cuenta lo que busca en un aguardiente joven.',
    body: [
      'Llevo un cuaderno de cata desde mi primer día en las bodegas, hace veintidós años. Las primeras páginas están llenas de palabras largas; las más recientes ocupan tres o cuatro líneas por muestra. Con el tiempo se aprende que lo importante se dice rápido.',
      'Cuando cato un aguardiente nuevo, unos meses después de la destilación, todavía no busco placer. Busco equilibrio y promesa: una nariz limpia, una fruta que no se apaga al añadir agua y un final que permanece. Un aguardiente demasiado seductor a los seis meses rara vez envejece bien.',
      'Después decido dónde reposará. Una barrica nueva durante uno o dos años para darle estructura y luego una madera más vieja y suave; una bodega húmeda junto al río para la redondez, otra más seca en el piso de arriba para la finura. Cada decisión queda por escrito, y quien me suceda la leerá.',
      'Los socios que nos visiten esta primavera podrán catar tres aguardientes del año en la sala de catas y comparar sus notas con las mías. Traiga su propio cuaderno: cuanto más breves sean sus notas, mejor.',
    ],
  },
  'the-angels-share-explained': {
    title: 'La parte de los ángeles, explicada',
    excerpt:
      'Cada año, una parte de cada barrica se desvanece en el aire. Por qué ocurre y por qué no querríamos evitarlo.',
    body: [
      'Si pasea por las calles de Cognac, quizá note que muchos tejados antiguos están manchados de negro. El culpable es un hongo inofensivo que se alimenta del vapor de alcohol, y ese vapor tiene un nombre poético: la parte de los ángeles.',
      'El roble es poroso. A través de las duelas de cada barrica se evapora cada año alrededor del dos por ciento del volumen, sobre todo alcohol y un poco de agua. En cincuenta años puede haber desaparecido más de la mitad de lo que se puso en la barrica, y esa es una de las razones por las que los coñacs muy viejos son tan escasos.',
      'Es la bodega la que decide cuánto se llevan los ángeles. En una bodega húmeda junto al río se evapora más alcohol que agua y el aguardiente se vuelve suave y redondo; en una bodega seca, el agua se va más deprisa y el aguardiente se mantiene más firme. Nuestra maestra bodeguera juega con ambas y traslada las barricas de una a otra.',
      '¿Se podría evitar esta pérdida? Encerrado en acero o vidrio, el aguardiente ya no respiraría, y es precisamente ese lento intercambio con el aire el que desarrolla los aromas de frutos secos, especias y madera vieja. La parte de los ángeles es el precio del tiempo, y lo pagamos con gusto.',
    ],
  },
}
