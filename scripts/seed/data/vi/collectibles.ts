import type { CollectibleEdition, CollectibleText } from '../collectibles'

/** The Vietnamese texts of the collectibles, by edition number. */
export const vi: Record<CollectibleEdition, CollectibleText> = {
  1: {
    name: 'Bình rượu của Nhà sáng lập',
    description:
      'Pha lê cắt tay theo phong cách năm 1897, chứa những loại rượu mạnh lâu năm nhất từ hầm “thiên đường”.',
  },
  2: {
    name: 'Vàng Mùa Hái',
    description:
      'Bình rượu mạ vàng mang sắc màu mùa hái nho 2024, năm những gốc nho non nhất của chúng tôi lần đầu cho trái.',
  },
  3: {
    name: 'Đêm Ruy Băng Xanh',
    description:
      'Thủy tinh xanh nửa đêm và nút bạc, dành cho loại rượu pha trộn được rót tại dạ tiệc mùa đông của nhà rượu.',
  },
  4: {
    name: 'Noblesse Đỏ',
    description:
      'Bình rượu riêng của dịch vụ quà tặng, niêm sáp đỏ và có chữ ký của bậc thầy hầm rượu.',
  },
}
