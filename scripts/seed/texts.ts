import { getLocale, type Language } from '../../src/i18n/locales'

/** The first slice of demo content, written in each language (SPEC §3 locales). */
export interface SliceTexts {
  homeTitle: string
  homeBlockTitle: string
  homeBlockHeadline: string
  homeRichText: string[]
  houseTitle: string
  houseText: string[]
  historyTitle: string
  historyText: string[]
  footerText: string
  disclaimer: string
}

const byLanguage: Record<Language, SliceTexts> = {
  en: {
    homeTitle: 'The art of patience',
    homeBlockTitle: 'Cognac, from the banks of the Charente',
    homeBlockHeadline:
      'Since 1847 Maison Solaine has distilled the light of the Cognac vineyards into eaux-de-vie of quiet depth.',
    homeRichText: [
      'Every bottle begins in the vineyard, where ugni blanc grapes ripen slowly under the Atlantic sky.',
      'Double distilled in copper stills and aged in French oak, our cognacs are blended by a cellar master who tastes what the years have given.',
    ],
    houseTitle: 'The House',
    houseText: [
      'Maison Solaine is a family house of cognac, founded by Élise Solaine on the chalky hills of the Grande Champagne.',
      'Six generations later, the house still ages every eau-de-vie in its own cellars beside the river.',
    ],
    historyTitle: 'Our history',
    historyText: [
      '1847: Élise Solaine buys her first still and a barn by the Charente.',
      '1921: the paradise cellar is sealed, keeping the oldest eaux-de-vie of the house.',
      'Today: a seventh generation of cellar masters learns the art of patience.',
    ],
    footerText:
      'Maison Solaine, 12 quai des Chais, 16100 Cognac, France. Our content is intended for adults of legal drinking age.',
    disclaimer: 'Enjoy responsibly',
  },
  fr: {
    homeTitle: 'L’art de la patience',
    homeBlockTitle: 'Le cognac, des rives de la Charente',
    homeBlockHeadline:
      'Depuis 1847, la Maison Solaine distille la lumière des vignes de Cognac en eaux-de-vie d’une profondeur tranquille.',
    homeRichText: [
      'Chaque bouteille naît dans la vigne, où l’ugni blanc mûrit lentement sous le ciel atlantique.',
      'Distillés deux fois dans des alambics de cuivre et vieillis en fût de chêne français, nos cognacs sont assemblés par un maître de chai qui goûte ce que les années ont donné.',
    ],
    houseTitle: 'La Maison',
    houseText: [
      'La Maison Solaine est une maison familiale de cognac, fondée par Élise Solaine sur les coteaux crayeux de la Grande Champagne.',
      'Six générations plus tard, la maison vieillit toujours chaque eau-de-vie dans ses propres chais au bord du fleuve.',
    ],
    historyTitle: 'Notre histoire',
    historyText: [
      '1847 : Élise Solaine achète son premier alambic et une grange au bord de la Charente.',
      '1921 : le paradis est scellé et garde les plus vieilles eaux-de-vie de la maison.',
      'Aujourd’hui : une septième génération de maîtres de chai apprend l’art de la patience.',
    ],
    footerText:
      'Maison Solaine, 12 quai des Chais, 16100 Cognac, France. Nos contenus s’adressent aux adultes en âge légal de consommer de l’alcool.',
    disclaimer: 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération',
  },
  es: {
    homeTitle: 'El arte de la paciencia',
    homeBlockTitle: 'Coñac de las orillas del Charente',
    homeBlockHeadline:
      'Desde 1847, Maison Solaine destila la luz de los viñedos de Cognac en aguardientes de una profundidad serena.',
    homeRichText: [
      'Cada botella nace en el viñedo, donde la uva ugni blanc madura lentamente bajo el cielo atlántico.',
      'Destilados dos veces en alambiques de cobre y envejecidos en roble francés, nuestros coñacs los ensambla un maestro bodeguero que prueba lo que los años han dado.',
    ],
    houseTitle: 'La Casa',
    houseText: [
      'Maison Solaine es una casa familiar de coñac, fundada por Élise Solaine en las colinas calizas de la Grande Champagne.',
      'Seis generaciones después, la casa sigue envejeciendo cada aguardiente en sus propias bodegas junto al río.',
    ],
    historyTitle: 'Nuestra historia',
    historyText: [
      '1847: Élise Solaine compra su primer alambique y un granero junto al Charente.',
      '1921: se sella la bodega paraíso, que guarda los aguardientes más antiguos de la casa.',
      'Hoy: una séptima generación de maestros bodegueros aprende el arte de la paciencia.',
    ],
    footerText:
      'Maison Solaine, 12 quai des Chais, 16100 Cognac, Francia. Nuestro contenido está dirigido a adultos en edad legal para beber.',
    disclaimer: 'Disfrute con responsabilidad',
  },
  pl: {
    homeTitle: 'Sztuka cierpliwości',
    homeBlockTitle: 'Koniak znad brzegów Charenty',
    homeBlockHeadline:
      'Od 1847 roku Maison Solaine destyluje światło winnic Cognac w okowity o spokojnej głębi.',
    homeRichText: [
      'Każda butelka zaczyna się w winnicy, gdzie winogrona ugni blanc dojrzewają powoli pod atlantyckim niebem.',
      'Dwukrotnie destylowane w miedzianych alembikach i dojrzewające we francuskim dębie, nasze koniaki kupażuje mistrz piwnic, który kosztuje to, co dały lata.',
    ],
    houseTitle: 'Dom',
    houseText: [
      'Maison Solaine to rodzinny dom koniaku, założony przez Élise Solaine na kredowych wzgórzach Grande Champagne.',
      'Sześć pokoleń później dom wciąż leżakuje każdą okowitę we własnych piwnicach nad rzeką.',
    ],
    historyTitle: 'Nasza historia',
    historyText: [
      '1847: Élise Solaine kupuje pierwszy alembik i stodołę nad Charentą.',
      '1921: zostaje zapieczętowana rajska piwnica, w której spoczywają najstarsze okowity domu.',
      'Dziś: siódme pokolenie mistrzów piwnic uczy się sztuki cierpliwości.',
    ],
    footerText:
      'Maison Solaine, 12 quai des Chais, 16100 Cognac, Francja. Nasze treści są przeznaczone dla osób pełnoletnich.',
    disclaimer: 'Pij odpowiedzialnie',
  },
  zh: {
    homeTitle: '耐心的藝術',
    homeBlockTitle: '來自夏朗德河畔的干邑',
    homeBlockHeadline:
      '自 1847 年起，Maison Solaine 將干邑葡萄園的陽光蒸餾成沉靜而深邃的生命之水。',
    homeRichText: [
      '每一瓶酒都始於葡萄園，白玉霓葡萄在大西洋的天空下緩緩成熟。',
      '我們的干邑經銅製蒸餾器兩次蒸餾，於法國橡木桶中陳年，再由酒窖大師品嚐歲月的饋贈後調配而成。',
    ],
    houseTitle: '酒莊',
    houseText: [
      'Maison Solaine 是一座家族干邑酒莊，由 Élise Solaine 創立於大香檳區的白堊丘陵。',
      '六代之後，酒莊仍在河畔自家的酒窖中陳釀每一款生命之水。',
    ],
    historyTitle: '我們的歷史',
    historyText: [
      '1847 年：Élise Solaine 在夏朗德河畔買下第一座蒸餾器與一座穀倉。',
      '1921 年：「天堂酒窖」封存，珍藏酒莊最古老的生命之水。',
      '今天：第七代酒窖大師正在學習耐心的藝術。',
    ],
    footerText:
      'Maison Solaine，法國干邑市 16100 quai des Chais 12 號。本網站內容僅供已達法定飲酒年齡的成年人瀏覽。',
    disclaimer: '禁止酒駕 飲酒過量 有害健康',
  },
  vi: {
    homeTitle: 'Nghệ thuật của sự kiên nhẫn',
    homeBlockTitle: 'Cognac từ đôi bờ sông Charente',
    homeBlockHeadline:
      'Từ năm 1847, Maison Solaine chưng cất ánh sáng của những vườn nho Cognac thành rượu mạnh sâu lắng và tĩnh tại.',
    homeRichText: [
      'Mỗi chai rượu bắt đầu từ vườn nho, nơi nho ugni blanc chín chậm dưới bầu trời Đại Tây Dương.',
      'Được chưng cất hai lần trong nồi đồng và ủ trong gỗ sồi Pháp, cognac của chúng tôi do một bậc thầy hầm rượu phối trộn, người nếm những gì năm tháng đã trao.',
    ],
    houseTitle: 'Ngôi nhà',
    houseText: [
      'Maison Solaine là một nhà cognac gia đình, do Élise Solaine sáng lập trên những ngọn đồi đá phấn của Grande Champagne.',
      'Sáu thế hệ sau, ngôi nhà vẫn ủ từng loại rượu trong hầm riêng bên dòng sông.',
    ],
    historyTitle: 'Lịch sử của chúng tôi',
    historyText: [
      '1847: Élise Solaine mua nồi chưng cất đầu tiên và một nhà kho bên sông Charente.',
      '1921: hầm thiên đường được niêm phong, lưu giữ những loại rượu lâu năm nhất của nhà.',
      'Hôm nay: thế hệ thứ bảy của các bậc thầy hầm rượu học nghệ thuật của sự kiên nhẫn.',
    ],
    footerText:
      'Maison Solaine, 12 quai des Chais, 16100 Cognac, Pháp. Nội dung chỉ dành cho người trưởng thành đủ tuổi uống rượu theo luật định.',
    disclaimer: 'Hãy thưởng thức có trách nhiệm',
  },
  ru: {
    homeTitle: 'Искусство терпения',
    homeBlockTitle: 'Коньяк с берегов Шаранты',
    homeBlockHeadline:
      'С 1847 года Maison Solaine превращает свет виноградников Коньяка в спирты спокойной глубины.',
    homeRichText: [
      'Каждая бутылка начинается в винограднике, где уни блан медленно зреет под атлантическим небом.',
      'Дважды перегнанные в медных кубах и выдержанные во французском дубе, наши коньяки собирает мастер погреба, который пробует то, что подарили годы.',
    ],
    houseTitle: 'Дом',
    houseText: [
      'Maison Solaine — семейный коньячный дом, основанный Элизой Солен на меловых холмах Гранд Шампань.',
      'Шесть поколений спустя дом по-прежнему выдерживает каждый спирт в собственных погребах у реки.',
    ],
    historyTitle: 'Наша история',
    historyText: [
      '1847: Элиза Солен покупает первый перегонный куб и амбар на берегу Шаранты.',
      '1921: запечатан «райский погреб», где хранятся старейшие спирты дома.',
      'Сегодня: седьмое поколение мастеров погреба учится искусству терпения.',
    ],
    footerText:
      'Maison Solaine, 12 quai des Chais, 16100 Cognac, Франция. Материалы сайта предназначены для совершеннолетних.',
    disclaimer: 'Чрезмерное употребление алкоголя вредит вашему здоровью',
  },
}

/** Slugs that differ by locale (SPEC §2.10: the US site says the-house). */
const houseSlug: Record<string, string> = { 'en-us': 'the-house' }

export function sliceTexts(code: string): SliceTexts & { houseSlug: string } {
  return { ...byLanguage[getLocale(code).language], houseSlug: houseSlug[code] ?? 'la-maison' }
}
