import type { Payload } from 'payload'
import { getLocale, type Language } from '../../src/i18n/locales'
import { seedImage } from './images'
import { type SeedReport, upsertLocalized } from './upsert'

/**
 * The NFT collection's demo collectibles (issue 15): four numbered decanters and their digital
 * twins, written in every language, each with artwork drawn at seed time and a link to its
 * owner's public page (a fictional marketplace address on the reserved example.com domain).
 */
type Texts = Record<Language, { name: string; description: string }>

interface DemoCollectible {
  edition: number
  size: number
  hue: number
  owner: string
  texts: Texts
}

const DEMO: DemoCollectible[] = [
  {
    edition: 1,
    size: 250,
    hue: 32,
    owner: 'https://collectors.example.com/maison-solaine/1',
    texts: {
      en: {
        name: 'The Founder’s Decanter',
        description:
          'Crystal cut by hand in 1897 style, filled with our oldest eaux-de-vie from the paradise cellar.',
      },
      fr: {
        name: 'La Carafe du Fondateur',
        description:
          'Un cristal taillé à la main dans le style de 1897, rempli de nos plus vieilles eaux-de-vie du paradis.',
      },
      es: {
        name: 'La Licorera del Fundador',
        description:
          'Cristal tallado a mano al estilo de 1897, con nuestros aguardientes más antiguos de la bodega paraíso.',
      },
      pl: {
        name: 'Karafka Założyciela',
        description:
          'Kryształ szlifowany ręcznie w stylu z 1897 roku, wypełniony naszymi najstarszymi destylatami z piwnicy „raj”.',
      },
      zh: {
        name: '創始人醒酒瓶',
        description: '以 1897 年風格手工切割的水晶瓶，盛裝來自“天堂酒窖”的最古老生命之水。',
      },
      vi: {
        name: 'Bình rượu của Nhà sáng lập',
        description:
          'Pha lê cắt tay theo phong cách năm 1897, chứa những loại rượu mạnh lâu năm nhất từ hầm “thiên đường”.',
      },
      ru: {
        name: 'Графин основателя',
        description:
          'Хрусталь ручной огранки в стиле 1897 года с самыми старыми коньячными спиртами из погреба «рай».',
      },
    },
  },
  {
    edition: 2,
    size: 250,
    hue: 45,
    owner: 'https://collectors.example.com/maison-solaine/2',
    texts: {
      en: {
        name: 'Harvest Gold',
        description:
          'A decanter gilded with the colours of the 2024 harvest, the year our youngest vines first gave fruit.',
      },
      fr: {
        name: 'Or des Vendanges',
        description:
          'Une carafe dorée aux couleurs des vendanges 2024, l’année où nos plus jeunes vignes ont donné leurs premiers fruits.',
      },
      es: {
        name: 'Oro de Vendimia',
        description:
          'Una licorera dorada con los colores de la vendimia de 2024, el año en que nuestras viñas más jóvenes dieron su primer fruto.',
      },
      pl: {
        name: 'Złoto Winobrania',
        description:
          'Karafka złocona w barwach winobrania 2024, roku, w którym nasze najmłodsze winorośle po raz pierwszy wydały owoce.',
      },
      zh: {
        name: '豐收之金',
        description: '以 2024 年採收季色彩鍍金的醒酒瓶，這一年我們最年輕的葡萄藤首次結果。',
      },
      vi: {
        name: 'Vàng Mùa Hái',
        description:
          'Bình rượu mạ vàng mang sắc màu mùa hái nho 2024, năm những gốc nho non nhất của chúng tôi lần đầu cho trái.',
      },
      ru: {
        name: 'Золото урожая',
        description:
          'Графин, позолоченный в цвета урожая 2024 года, когда наши самые молодые лозы впервые дали плоды.',
      },
    },
  },
  {
    edition: 3,
    size: 120,
    hue: 220,
    owner: 'https://collectors.example.com/maison-solaine/3',
    texts: {
      en: {
        name: 'Blue Ribbon Night',
        description:
          'Midnight-blue glass and a silver stopper, for the blend we pour at the house’s winter gala.',
      },
      fr: {
        name: 'Nuit du Ruban Bleu',
        description:
          'Un verre bleu nuit et un bouchon d’argent, pour l’assemblage servi au gala d’hiver de la maison.',
      },
      es: {
        name: 'Noche de la Cinta Azul',
        description:
          'Vidrio azul medianoche y tapón de plata, para el ensamblaje que servimos en la gala de invierno de la casa.',
      },
      pl: {
        name: 'Noc Błękitnej Wstęgi',
        description:
          'Szkło w kolorze nocnego błękitu i srebrny korek, dla kupażu podawanego na zimowej gali domu.',
      },
      zh: {
        name: '藍綬帶之夜',
        description: '午夜藍玻璃配銀質瓶塞，盛裝酒莊冬季晚宴上奉上的調配佳釀。',
      },
      vi: {
        name: 'Đêm Ruy Băng Xanh',
        description:
          'Thủy tinh xanh nửa đêm và nút bạc, dành cho loại rượu pha trộn được rót tại dạ tiệc mùa đông của nhà rượu.',
      },
      ru: {
        name: 'Ночь Голубой ленты',
        description:
          'Стекло цвета полуночной синевы и серебряная пробка — для купажа, который мы наливаем на зимнем гала-вечере дома.',
      },
    },
  },
  {
    edition: 4,
    size: 60,
    hue: 350,
    owner: 'https://collectors.example.com/maison-solaine/4',
    texts: {
      en: {
        name: 'Noblesse Rouge',
        description:
          'The gifting service’s own decanter, sealed in red wax and signed by our cellar master.',
      },
      fr: {
        name: 'Noblesse Rouge',
        description:
          'La carafe du service de cadeaux, scellée à la cire rouge et signée par notre maître de chai.',
      },
      es: {
        name: 'Noblesse Rouge',
        description:
          'La licorera del servicio de regalos, sellada con lacre rojo y firmada por nuestro maestro bodeguero.',
      },
      pl: {
        name: 'Noblesse Rouge',
        description:
          'Karafka naszej usługi prezentowej, zapieczętowana czerwonym woskiem i podpisana przez mistrza piwnicy.',
      },
      zh: {
        name: '貴禮之紅',
        description: '禮贈服務專屬醒酒瓶，以紅蠟封口，並由我們的酒窖大師親筆簽名。',
      },
      vi: {
        name: 'Noblesse Đỏ',
        description:
          'Bình rượu riêng của dịch vụ quà tặng, niêm sáp đỏ và có chữ ký của bậc thầy hầm rượu.',
      },
      ru: {
        name: 'Noblesse Rouge',
        description:
          'Собственный графин подарочной службы, запечатанный красным воском и подписанный нашим мастером погреба.',
      },
    },
  },
]

export async function seedCollectibles(payload: Payload, report: SeedReport) {
  for (const item of DEMO) {
    const image = await seedImage(payload, {
      key: `collectible-${item.edition}`,
      motif: 'bottle',
      hue: item.hue,
      width: 1200,
      height: 1200,
      alt: Object.fromEntries(
        Object.entries(item.texts).map(([language, t]) => [language, t.name]),
      ) as Record<Language, string>,
    })
    await upsertLocalized(payload, report, {
      collection: 'collectibles',
      find: { edition_number: { equals: item.edition } },
      data: (locale) => {
        const texts = item.texts[getLocale(locale).language]
        return {
          title: texts.name,
          available: true,
          description: texts.description,
          image,
          edition_number: item.edition,
          edition_size: item.size,
          owner_link: item.owner,
        }
      },
    })
  }
}
