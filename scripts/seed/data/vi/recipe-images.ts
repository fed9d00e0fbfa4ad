import type { RecipeImageKey } from '../recipe-images'

/** The Vietnamese alts of the recipes artwork. */
export const vi: Record<RecipeImageKey, string> = {
  'recipes-sidecar': 'Ly Sidecar trong ly coupe viền đường với vỏ cam xoắn',
  'recipes-crisp-green-tea': 'Ly cao Trà Xanh Thanh Mát với lát dưa leo',
  'recipes-julep': 'Cốc julep phủ sương đầy đá bào và bạc hà',
  'recipes-float': 'Ly float cognac với một viên kem vani',
  'recipes-ginger-spice': 'Ly highball Gừng Cay với một lát chanh xanh',
  'recipes-robust-coffee': 'Cocktail Cà Phê Đậm Đà với ba hạt cà phê',
  'recipes-swift-old-fashioned': 'Ly Swift Old Fashioned với một viên đá lớn trong suốt',
  'recipes-chevalier-noir': 'Ly Chevalier Noir tím sẫm với hai quả dâu đen',
  'recipes-step-prepare': 'Chiếc ly đang được chuẩn bị trên quầy bar',
  'recipes-step-mix': 'Cognac được lắc cùng đá',
  'recipes-step-garnish': 'Trang trí cuối cùng trên ly cocktail',
  'recipes-video-cover': 'Quầy bar của nhà, nơi quay các video cocktail',
  'recipes-cognac-pairing': 'Những làn sóng hổ phách mang sắc cognac',
  'recipes-duck-breast': 'Ức vịt thái lát với sốt tiêu cognac',
  'recipes-flambeed-prawns': 'Tôm flambé cognac với tỏi và mùi tây',
  'recipes-chocolate-mousse': 'Mousse sô-cô-la đen và cognac trong ly',
}
