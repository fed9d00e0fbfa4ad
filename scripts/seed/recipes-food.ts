import type { Payload } from 'payload'
import { getLocale, type LocaleCode } from '../../src/i18n/locales'
import type { FoodRecipe } from '../../src/payload-types'
import {
  checkLengths,
  findIdBySlug,
  type IngredientSpec,
  ingredientRows,
  mapTexts,
  type ProductSlug,
  type RecipeImageKey,
  type RecipeImages,
  type StepText,
  type Texts,
  upsertRecipe,
} from './recipes-shared'
import type { SeedReport } from './upsert'

type FoodRecipeData = Omit<FoodRecipe, 'id' | 'createdAt' | 'updatedAt'>

/** A dish served with a cognac of the house; quantities are for `servings` people. */
export interface FoodRecipeDef {
  slug: string
  cover: RecipeImageKey
  date: string
  minutes: number
  servings: number
  ingredients: IngredientSpec[]
  product: ProductSlug
  texts: Texts<{ title: string; description: string; steps: StepText[] }>
}

export const FOOD_RECIPES: readonly FoodRecipeDef[] = [
  {
    slug: 'duck-breast-cognac-pepper-sauce',
    cover: 'recipes-duck-breast',
    date: '2025-11-20',
    minutes: 35,
    servings: 2,
    ingredients: [
      { quantity: '2', name: 'duckBreasts' },
      { quantity: '2', unit: 'tsp', name: 'peppercorns' },
      { quantity: '2', name: 'shallots' },
      { quantity: '60', unit: 'ml', name: 'cognacXo' },
      { quantity: '100', unit: 'ml', name: 'chickenStock' },
      { quantity: '100', unit: 'ml', name: 'cream' },
      { quantity: '15', unit: 'g', name: 'butter' },
      { quantity: 'a pinch', unit: 'pinch', name: 'fleurDeSel' },
    ],
    product: 'xo',
    texts: {
      en: {
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
      fr: {
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
      es: {
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
      pl: {
        title: 'Pierś z kaczki w sosie pieprzowym z koniakiem',
        description:
          'Pierś z kaczki z chrupiącą skórką, kremowy sos pieprzowy flambirowany koniakiem XO i kieliszek tego samego koniaku obok: bistrowy klasyk dla dwojga.',
        steps: [
          {
            title: 'Przygotuj kaczkę',
            description:
              'Wyjmij piersi z lodówki 20 minut wcześniej. Natnij skórę w kratkę, nie naruszając mięsa, i lekko posól z obu stron.',
          },
          {
            title: 'Wytop tłuszcz',
            description:
              'Połóż piersi skórą do dołu na zimnej patelni i smaż 8–10 minut na średnio-małym ogniu, zlewając wytapiający się tłuszcz. Odwróć, smaż jeszcze 3–4 minuty, a potem odłóż na ciepły talerz, żeby mięso odpoczęło.',
          },
          {
            title: 'Flambiruj',
            description:
              'Zostaw na patelni łyżkę tłuszczu i zeszklij na nim szalotki z pieprzem przez 2 minuty. Zdejmij patelnię z ognia, wlej koniak i ostrożnie podpal, trzymając się z daleka.',
          },
          {
            title: 'Dokończ sos',
            description:
              'Gdy płomienie zgasną, dodaj bulion i zredukuj o połowę. Wmieszaj śmietankę, gotuj na małym ogniu, aż sos oblepi łyżkę, a na koniec poza ogniem wmieszaj masło.',
          },
          {
            title: 'Pokrój i podaj',
            description:
              'Pokrój kaczkę w plastry, polej sosem i posyp szczyptą fleur de sel. Podawaj z kieliszkiem XO w temperaturze pokojowej.',
          },
        ],
      },
      zh: {
        title: '鴨胸佐干邑胡椒醬',
        description:
          '外皮酥脆的鴨胸，搭配以 XO 干邑火焰燒製的奶油胡椒醬，再佐一杯同款干邑：適合兩人共享的法式小館經典。',
        steps: [
          {
            title: '處理鴨胸',
            description:
              '鴨胸提前 20 分鐘從冰箱取出。在鴨皮上劃出菱格紋，注意不要切到肉，兩面輕輕撒鹽。',
          },
          {
            title: '逼出油脂',
            description:
              '鴨皮朝下放入冷鍋，以中小火煎 8 至 10 分鐘，邊煎邊倒出融化的油脂。翻面再煎 3 至 4 分鐘，移到溫熱的盤子上靜置。',
          },
          {
            title: '火焰燒酒',
            description:
              '鍋中留一匙鴨油，放入紅蔥頭與胡椒炒軟約 2 分鐘。離火後倒入干邑，站遠一點小心點火。',
          },
          {
            title: '完成醬汁',
            description:
              '火焰熄滅後加入雞高湯，收汁至一半。拌入鮮奶油，小火煮到醬汁能裹住湯匙背面，離火後拌入奶油。',
          },
          {
            title: '切片上桌',
            description: '鴨胸切片，淋上醬汁，撒一小撮鹽之花。搭配一杯室溫的 XO 享用。',
          },
        ],
      },
      vi: {
        title: 'Ức vịt sốt tiêu cognac',
        description:
          'Ức vịt da giòn, sốt kem tiêu flambé với XO và một ly chính loại cognac ấy bên cạnh: món kinh điển kiểu bistro dành cho hai người.',
        steps: [
          {
            title: 'Sơ chế ức vịt',
            description:
              'Lấy ức vịt ra khỏi tủ lạnh trước 20 phút. Khứa da theo hình ô trám, không cắt vào thịt, rồi nêm chút muối cả hai mặt.',
          },
          {
            title: 'Áp chảo phần da',
            description:
              'Đặt ức vịt úp da xuống chảo nguội, áp chảo ở lửa vừa nhỏ trong 8 đến 10 phút, vừa làm vừa chắt bớt mỡ chảy ra. Lật mặt, áp thêm 3 đến 4 phút rồi để thịt nghỉ trên đĩa ấm.',
          },
          {
            title: 'Flambé',
            description:
              'Giữ lại một thìa mỡ trong chảo, xào hành tím với tiêu khoảng 2 phút cho mềm. Nhấc chảo khỏi bếp, rót cognac vào và cẩn thận châm lửa, nhớ đứng cách xa.',
          },
          {
            title: 'Hoàn thiện sốt',
            description:
              'Khi lửa tắt, thêm nước dùng gà và đun cạn còn một nửa. Cho kem tươi vào, đun lửa nhỏ đến khi sốt sánh bám thìa, rồi nhấc khỏi bếp và đánh tan bơ vào.',
          },
          {
            title: 'Thái và dọn ra',
            description:
              'Thái ức vịt thành lát, rưới sốt và rắc một nhúm muối hoa. Dùng kèm một ly XO ở nhiệt độ phòng.',
          },
        ],
      },
      ru: {
        title: 'Утиная грудка с перечным соусом на коньяке',
        description:
          'Утиная грудка с хрустящей кожей, сливочный перечный соус, фламбированный коньяком XO, и бокал того же коньяка рядом: классика бистро на двоих.',
        steps: [
          {
            title: 'Подготовьте утку',
            description:
              'Достаньте грудки из холодильника за 20 минут. Надрежьте кожу сеточкой, не задевая мясо, и слегка посолите с обеих сторон.',
          },
          {
            title: 'Вытопите жир',
            description:
              'Положите грудки кожей вниз на холодную сковороду и жарьте 8–10 минут на огне чуть ниже среднего, сливая вытопившийся жир. Переверните, жарьте ещё 3–4 минуты и дайте мясу отдохнуть на тёплой тарелке.',
          },
          {
            title: 'Фламбируйте',
            description:
              'Оставьте в сковороде ложку жира и обжарьте шалот с перцем 2 минуты до мягкости. Снимите сковороду с огня, влейте коньяк и осторожно подожгите, держась на расстоянии.',
          },
          {
            title: 'Доведите соус',
            description:
              'Когда пламя погаснет, добавьте бульон и уварите вдвое. Вмешайте сливки, томите, пока соус не начнёт обволакивать ложку, затем снимите с огня и вмешайте масло.',
          },
          {
            title: 'Нарежьте и подавайте',
            description:
              'Нарежьте утку ломтиками, полейте соусом и посыпьте щепоткой флёр-де-сель. Подавайте с бокалом XO комнатной температуры.',
          },
        ],
      },
    },
  },
  {
    slug: 'cognac-flambeed-prawns',
    cover: 'recipes-flambeed-prawns',
    date: '2026-01-15',
    minutes: 15,
    servings: 4,
    ingredients: [
      { quantity: '16', name: 'prawns' },
      { quantity: '3', name: 'garlic' },
      { quantity: '1,5', unit: 'tbsp', name: 'oliveOil' },
      { quantity: '20', unit: 'g', name: 'butter' },
      { quantity: 'a pinch', unit: 'pinch', name: 'chiliFlakes' },
      { quantity: '50', unit: 'ml', name: 'cognacVsop' },
      { quantity: '1/2', name: 'lemonHalf' },
      { quantity: '2', unit: 'tbsp', name: 'parsley' },
      { quantity: 'a pinch', unit: 'pinch', name: 'salt' },
    ],
    product: 'v-s-o-p',
    texts: {
      en: {
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
      fr: {
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
      es: {
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
      pl: {
        title: 'Krewetki flambirowane koniakiem z czosnkiem i pietruszką',
        description:
          'Krewetki królewskie obsmażone na maśle czosnkowym, flambirowane koniakiem V.S.O.P i odświeżone cytryną i pietruszką: przystawka gotowa w dziesięć minut, która ożywia każdy stół.',
        steps: [
          {
            title: 'Przygotuj krewetki',
            description:
              'Obierz krewetki, zostawiając ogonki, i usuń ciemne jelito wzdłuż grzbietu. Osusz je ręcznikiem papierowym.',
          },
          {
            title: 'Obsmaż',
            description:
              'Rozgrzej oliwę i masło na dużej patelni na mocnym ogniu. Dodaj czosnek i chili, a potem krewetki w jednej warstwie i smaż po 1 minucie z każdej strony.',
          },
          {
            title: 'Flambiruj',
            description:
              'Zdejmij patelnię z ognia, wlej koniak i ostrożnie podpal go długą zapałką. Delikatnie poruszaj patelnią, aż płomienie zgasną.',
          },
          {
            title: 'Wykończ i podaj',
            description:
              'Posól, skrop sokiem z cytryny i posyp pietruszką. Podawaj od razu z chrupiącym pieczywem i koniakiem V.S.O.P z lodem.',
          },
        ],
      },
      zh: {
        title: '干邑火焰大蝦佐蒜片與巴西里',
        description:
          '大明蝦以蒜香奶油煎香，再用 V.S.O.P 干邑點火燒製，最後以檸檬與巴西里提味：十分鐘就能上桌、讓餐桌熱鬧起來的前菜。',
        steps: [
          {
            title: '處理大蝦',
            description: '剝去蝦殼但保留蝦尾，挑除背部的腸泥，再用廚房紙巾拭乾。',
          },
          {
            title: '煎香',
            description:
              '大平底鍋以大火加熱橄欖油與奶油，放入蒜片與辣椒碎，再將大蝦平鋪一層，每面煎 1 分鐘。',
          },
          {
            title: '點火燒酒',
            description: '將鍋子離火，倒入干邑，用長火柴小心點燃，輕輕晃動鍋子直到火焰熄滅。',
          },
          {
            title: '調味上桌',
            description:
              '撒鹽調味，擠上檸檬汁並撒上巴西里。立即上桌，搭配酥脆麵包與一杯加冰的 V.S.O.P。',
          },
        ],
      },
      vi: {
        title: 'Tôm flambé cognac với tỏi và mùi tây',
        description:
          'Tôm sú áp chảo với bơ tỏi, flambé cùng V.S.O.P rồi thêm chanh và mùi tây cho tươi mát: món khai vị mười phút làm bàn tiệc thêm rộn ràng.',
        steps: [
          {
            title: 'Sơ chế tôm',
            description:
              'Bóc vỏ tôm, giữ lại phần đuôi và rút bỏ chỉ đen trên lưng. Thấm khô tôm bằng khăn giấy.',
          },
          {
            title: 'Áp chảo',
            description:
              'Đun nóng dầu ô liu và bơ trong chảo lớn ở lửa lớn. Cho tỏi và ớt vào, sau đó xếp tôm thành một lớp và áp chảo mỗi mặt 1 phút.',
          },
          {
            title: 'Flambé',
            description:
              'Nhấc chảo khỏi bếp, rót cognac vào và cẩn thận châm lửa bằng que diêm dài. Lắc nhẹ chảo cho đến khi lửa tắt.',
          },
          {
            title: 'Hoàn thiện và thưởng thức',
            description:
              'Nêm muối, vắt nước cốt chanh lên và rắc mùi tây. Dọn ra ngay cùng bánh mì giòn và một ly V.S.O.P với đá.',
          },
        ],
      },
      ru: {
        title: 'Креветки, фламбированные коньяком, с чесноком и петрушкой',
        description:
          'Королевские креветки, обжаренные в чесночном масле, фламбированные коньяком V.S.O.P и освежённые лимоном и петрушкой: закуска за десять минут, которая оживит любой стол.',
        steps: [
          {
            title: 'Подготовьте креветки',
            description:
              'Очистите креветки, оставив хвостики, и удалите тёмную кишечную вену вдоль спинки. Обсушите их бумажным полотенцем.',
          },
          {
            title: 'Обжарьте',
            description:
              'Разогрейте оливковое и сливочное масло в большой сковороде на сильном огне. Добавьте чеснок и чили, затем выложите креветки в один слой и обжаривайте по 1 минуте с каждой стороны.',
          },
          {
            title: 'Фламбируйте',
            description:
              'Снимите сковороду с огня, влейте коньяк и осторожно подожгите длинной спичкой. Слегка покачивайте сковороду, пока пламя не погаснет.',
          },
          {
            title: 'Завершите и подавайте',
            description:
              'Посолите, сбрызните лимонным соком и посыпьте петрушкой. Подавайте сразу с хрустящим хлебом и бокалом V.S.O.P со льдом.',
          },
        ],
      },
    },
  },
  {
    slug: 'dark-chocolate-cognac-mousse',
    cover: 'recipes-chocolate-mousse',
    date: '2026-02-14',
    // Hands-on time; the mousse then sets in the fridge for 4 hours (said in the last step).
    minutes: 25,
    servings: 6,
    ingredients: [
      { quantity: '200', unit: 'g', name: 'darkChocolate' },
      { quantity: '30', unit: 'g', name: 'butter' },
      { quantity: '6', name: 'eggs' },
      { quantity: '40', unit: 'g', name: 'casterSugar' },
      { quantity: '40', unit: 'ml', name: 'cognacCordonBleu' },
      { quantity: '1/2', name: 'orangeForZest' },
      { quantity: 'a pinch', unit: 'pinch', name: 'salt' },
    ],
    product: 'cordon-bleu',
    texts: {
      en: {
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
            description:
              'Stir in the egg yolks one at a time, then the cognac and the orange zest.',
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
      fr: {
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
      es: {
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
            description:
              'Incorpora las yemas una a una y después el coñac y la ralladura de naranja.',
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
      pl: {
        title: 'Mus z gorzkiej czekolady z koniakiem',
        description:
          'Lekki mus o głębokim czekoladowym smaku, podkreślony koniakiem Ruban Bleu i skórką pomarańczy. Przygotuj go dzień wcześniej i podawaj z tym samym koniakiem.',
        steps: [
          {
            title: 'Rozpuść czekoladę',
            description:
              'Rozpuść czekoladę z masłem w misce nad ledwo mrugającą wodą, mieszając, aż masa będzie gładka. Odstaw na 5 minut do przestygnięcia.',
          },
          {
            title: 'Dopraw masę',
            description:
              'Wmieszaj kolejno żółtka, jedno po drugim, a następnie koniak i skórkę pomarańczową.',
          },
          {
            title: 'Ubij białka',
            description:
              'Ubij białka ze szczyptą soli na miękką pianę, a potem stopniowo dodawaj cukier i ubijaj, aż piana będzie sztywna i lśniąca.',
          },
          {
            title: 'Połącz',
            description:
              'Wmieszaj jedną trzecią piany w czekoladę, żeby ją rozluźnić, a resztę delikatnie połącz szpatułką, zagarniając od dna, aż znikną białe smugi.',
          },
          {
            title: 'Schłódź',
            description:
              'Rozłóż mus do sześciu pucharków i wstaw do lodówki na co najmniej 4 godziny. Wyjmij 10 minut przed podaniem i podawaj z kieliszkiem Ruban Bleu.',
          },
        ],
      },
      zh: {
        title: '黑巧克力干邑慕斯',
        description:
          '口感輕盈、巧克力風味濃郁的慕斯，以 Ruban Bleu 干邑與柳橙皮屑提香。前一天做好，搭配同款干邑享用。',
        steps: [
          {
            title: '融化巧克力',
            description:
              '將巧克力與奶油放入碗中，隔著微滾的熱水加熱，攪拌至滑順。離火放涼 5 分鐘。',
          },
          {
            title: '調味',
            description: '逐一拌入蛋黃，再加入干邑與柳橙皮屑。',
          },
          {
            title: '打發蛋白',
            description: '蛋白加鹽打至濕性發泡，再分次加入細砂糖，打到硬挺有光澤。',
          },
          {
            title: '拌合',
            description:
              '先取三分之一蛋白霜拌入巧克力糊使其變軟，再用刮刀由底部往上輕輕翻拌其餘蛋白霜，直到看不見白色紋路。',
          },
          {
            title: '冷藏',
            description:
              '分裝到六個杯子裡，冷藏至少 4 小時。上桌前 10 分鐘取出，搭配一杯 Ruban Bleu。',
          },
        ],
      },
      vi: {
        title: 'Mousse sô-cô-la đen và cognac',
        description:
          'Món mousse nhẹ xốp, đậm vị sô-cô-la, thêm hương Ruban Bleu và vỏ cam. Hãy làm từ hôm trước và dùng cùng chính loại cognac ấy.',
        steps: [
          {
            title: 'Đun chảy sô-cô-la',
            description:
              'Đun cách thủy sô-cô-la và bơ trên nồi nước sôi lăn tăn, khuấy đến khi hỗn hợp mịn. Để nguội bớt 5 phút.',
          },
          {
            title: 'Tạo hương cho phần nền',
            description:
              'Lần lượt cho từng lòng đỏ vào khuấy đều, sau đó thêm cognac và vỏ cam bào.',
          },
          {
            title: 'Đánh lòng trắng',
            description:
              'Đánh lòng trắng trứng với muối đến khi bông mềm, rồi cho đường vào từ từ và đánh đến khi bông cứng, bóng mịn.',
          },
          {
            title: 'Trộn nhẹ tay',
            description:
              'Trộn một phần ba lòng trắng vào sô-cô-la cho hỗn hợp lỏng hơn, rồi dùng phới dẹt nhẹ nhàng trộn phần còn lại theo chiều từ đáy lên cho đến khi không còn vệt trắng.',
          },
          {
            title: 'Làm lạnh',
            description:
              'Chia mousse vào sáu chiếc ly và để tủ lạnh ít nhất 4 giờ. Lấy ra trước khi dùng 10 phút và thưởng thức cùng một ly Ruban Bleu.',
          },
        ],
      },
      ru: {
        title: 'Мусс из горького шоколада с коньяком',
        description:
          'Лёгкий мусс с глубоким шоколадным вкусом, оттенённый коньяком Ruban Bleu и апельсиновой цедрой. Приготовьте его накануне и подавайте с тем же коньяком.',
        steps: [
          {
            title: 'Растопите шоколад',
            description:
              'Растопите шоколад со сливочным маслом на едва кипящей водяной бане, помешивая до однородности. Дайте остыть 5 минут.',
          },
          {
            title: 'Ароматизируйте основу',
            description: 'По одному вмешайте желтки, затем коньяк и апельсиновую цедру.',
          },
          {
            title: 'Взбейте белки',
            description:
              'Взбейте белки с солью до мягких пиков, затем понемногу добавьте сахар и взбивайте до плотной глянцевой массы.',
          },
          {
            title: 'Соедините',
            description:
              'Вмешайте треть белков в шоколад, чтобы сделать его мягче, затем аккуратно введите остальное лопаткой, поднимая массу со дна, пока не исчезнут белые прожилки.',
          },
          {
            title: 'Охладите',
            description:
              'Разложите мусс по шести стаканам и уберите в холодильник минимум на 4 часа. Достаньте за 10 минут до подачи и подавайте с бокалом Ruban Bleu.',
          },
        ],
      },
    },
  },
]

/** The food recipe in one locale. */
export function foodRecipeData(
  def: FoodRecipeDef,
  locale: LocaleCode,
  refs: { images: RecipeImages; product: number | null },
): FoodRecipeData {
  const language = getLocale(locale).language
  const t = def.texts[language]
  return {
    title: t.title,
    slug: def.slug,
    available: true,
    date: def.date,
    description: t.description,
    cover: refs.images[def.cover],
    preparation_time: def.minutes,
    servings: def.servings,
    ingredients: ingredientRows(def.ingredients, language),
    steps: t.steps,
    ...(refs.product !== null ? { paired_product: refs.product } : {}),
  }
}

/** Seeds the food recipes; returns their ids with the slug of the product each one pairs. */
export async function seedFoodRecipes(
  payload: Payload,
  report: SeedReport,
  images: RecipeImages,
): Promise<{ id: number; product: ProductSlug }[]> {
  const seeded: { id: number; product: ProductSlug }[] = []
  for (const def of FOOD_RECIPES) {
    const stepCount = def.texts.en.steps.length
    checkLengths(
      `${def.slug} steps`,
      mapTexts(def.texts, (t) => t.steps),
      stepCount,
    )
    const product = await findIdBySlug(payload, 'products', def.product)
    const id = await upsertRecipe(payload, report, {
      collection: 'food-recipes',
      slug: def.slug,
      data: (locale) => foodRecipeData(def, locale, { images, product }),
    })
    seeded.push({ id, product: def.product })
  }
  return seeded
}
