import type { FoodRecipeSlug, FoodRecipeText } from '../food-recipes'

/** The Vietnamese texts of the food recipes, by slug. */
export const vi: Record<FoodRecipeSlug, FoodRecipeText> = {
  'duck-breast-cognac-pepper-sauce': {
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
  'cognac-flambeed-prawns': {
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
  'dark-chocolate-cognac-mousse': {
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
        description: 'Lần lượt cho từng lòng đỏ vào khuấy đều, sau đó thêm cognac và vỏ cam bào.',
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
}
