import type { RecipeImageKey } from '../recipe-images'

/** The Chinese alts of the recipes artwork. */
export const zh: Record<RecipeImageKey, string> = {
  'recipes-sidecar': '杯口沾糖的淺碟杯中盛著側車，點綴一條柳橙皮',
  'recipes-crisp-green-tea': '一杯加了小黃瓜片的清爽綠茶調酒',
  'recipes-julep': '結霜的朱利普杯，堆滿碎冰與薄荷',
  'recipes-float': '放上一球香草冰淇淋的干邑漂浮飲',
  'recipes-ginger-spice': '點綴萊姆角的辛香薑味高球',
  'recipes-robust-coffee': '飾以三顆咖啡豆的濃烈咖啡調酒',
  'recipes-swift-old-fashioned': '一顆大透明冰塊上的 Swift 古典雞尾酒',
  'recipes-chevalier-noir': '點綴兩顆黑莓的深紫色黑騎士',
  'recipes-step-prepare': '吧檯上正在備好的酒杯',
  'recipes-step-mix': '干邑與冰塊一同搖盪',
  'recipes-step-garnish': '為調酒放上最後的裝飾',
  'recipes-video-cover': '酒莊吧檯，調酒影片的拍攝地',
  'recipes-cognac-pairing': '琥珀色的干邑光澤波紋',
  'recipes-duck-breast': '切片鴨胸佐干邑胡椒醬',
  'recipes-flambeed-prawns': '干邑火焰大蝦佐蒜片與巴西里',
  'recipes-chocolate-mousse': '杯裝黑巧克力干邑慕斯',
}
