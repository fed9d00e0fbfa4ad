import type { CollectibleEdition, CollectibleText } from '../collectibles'

/** The Chinese texts of the collectibles, by edition number. */
export const zh: Record<CollectibleEdition, CollectibleText> = {
  1: {
    name: '創始人醒酒瓶',
    description: '以 1897 年風格手工切割的水晶瓶，盛裝來自“天堂酒窖”的最古老生命之水。',
  },
  2: {
    name: '豐收之金',
    description: '以 2024 年採收季色彩鍍金的醒酒瓶，這一年我們最年輕的葡萄藤首次結果。',
  },
  3: {
    name: '藍綬帶之夜',
    description: '午夜藍玻璃配銀質瓶塞，盛裝酒莊冬季晚宴上奉上的調配佳釀。',
  },
  4: {
    name: '貴禮之紅',
    description: '禮贈服務專屬醒酒瓶，以紅蠟封口，並由我們的酒窖大師親筆簽名。',
  },
}
