import type { TimelineSlug, TimelineText } from '../timeline'

/** The Vietnamese texts of the timeline, by slug. */
export const vi: Record<TimelineSlug, TimelineText> = {
  '1847-founding': {
    title: 'Ngày thành lập',
    dateLabel: 'Mùa xuân 1847',
    summary:
      'Élise Solaine mua nồi chưng cất đầu tiên và một nhà kho bên sông Charente: Maison Solaine ra đời.',
    body: [
      'Góa chồng từ khi còn trẻ, Élise Solaine dồn hết tiền tiết kiệm vào một nồi chưng cất bằng đồng và một nhà kho bằng đá bên bờ sông gần Cognac. Những mẻ eau-de-vie đầu tiên bà chưng cất mùa đông năm ấy vẫn còn sống, trong vài giọt quý giá, ở những bản phối lâu đời nhất của nhà.',
      'Bà chọn dòng sông vì những làn sương: không khí ẩm của đôi bờ, bà viết, “làm cho rượu dịu dàng”.',
    ],
  },
  '1879-replanting': {
    title: 'Trồng lại vườn nho',
    dateLabel: 'Năm 1879',
    summary:
      'Sau khi rệp phylloxera tàn phá các vườn nho ở Cognac, Charles Solaine trồng lại vườn nho của gia đình trên gốc ghép kháng bệnh.',
    body: [
      'Chỉ trong vài năm, một loài côn trùng nhỏ bé đã phá hủy phần lớn vườn nho trong vùng. Nhiều nhà rượu đóng cửa; Charles, con trai của Élise, chọn cách chờ đợi và trồng lại.',
      'Được ghép trên gốc nho châu Mỹ, những gốc ugni blanc mới cho vụ thu hoạch đầu tiên vào năm 1883, và các nồi chưng cất của nhà chưa bao giờ tắt lửa.',
    ],
  },
  '1921-paradise-cellar': {
    title: 'Hầm thiên đường',
    dateLabel: 'Mùa thu 1921',
    summary:
      'Auguste Solaine niêm phong hầm thiên đường, nơi những loại eau-de-vie lâu năm nhất của nhà vẫn còn yên nghỉ.',
    body: [
      'Sau cánh cửa gỗ sồi niêm phong bằng sáp, Auguste tập hợp những thùng rượu quý hiếm nhất của bà nội và cha mình, có thùng đã hơn bảy mươi năm tuổi.',
      'Từ đó, hầm thiên đường chỉ được mở cho những bản phối quan trọng nhất của nhà, và mỗi lần như vậy bậc thầy hầm rượu lại ghi ngày vào cùng một cuốn sổ.',
    ],
  },
  '1962-open-doors': {
    title: 'Mở cửa trên quai des Chais',
    dateLabel: 'Năm 1962',
    summary:
      'Ngôi nhà mở cửa các hầm rượu bên sông trên quai des Chais để đón những vị khách đầu tiên.',
    body: [
      'Marguerite Solaine, thế hệ thứ tư, đã mở cửa hầm rượu cho những du khách muốn xem nơi cognac say ngủ.',
      'Lộ trình tham quan do bà tạo ra, từ phòng chưng cất đến cánh cửa thiên đường, vẫn là lộ trình mà các hướng dẫn viên của chúng tôi đi theo ngày nay.',
    ],
  },
  '2004-cellar-master': {
    title: 'Bậc thầy hầm rượu mới',
    dateLabel: 'Năm 2004',
    summary:
      'Hélène Solaine, thế hệ thứ sáu, trở thành bậc thầy hầm rượu sau mười lăm năm học việc.',
    body: [
      'Hélène học bên cạnh cha mình, mỗi sáng nếm rượu vào cùng một giờ và dưới cùng một thứ ánh sáng, cho đến khi có thể nhận ra từng vùng trồng khi nếm mù.',
      'Bản phối đầu tiên của bà trên cương vị bậc thầy hầm rượu giữ trọn phong cách của nhà; bản phối thứ hai mạnh dạn thêm chút hương trái cây.',
    ],
  },
  '2024-masterclasses': {
    title: 'Các lớp masterclass',
    dateLabel: 'Năm 2024',
    summary:
      'Ngôi nhà chia sẻ bí quyết qua các lớp masterclass được quay phim, và thế hệ thứ bảy bước vào hầm rượu.',
    body: [
      'Để kỷ niệm lịch sử lâu dài của mình, ngôi nhà đã mời bậc thầy hầm rượu và bậc thầy chưng cất đứng trước ống kính để truyền dạy nghệ thuật thưởng thức và hành trình từ gốc nho đến ly rượu.',
      'Cũng trong năm đó, thế hệ thứ bảy của gia đình bắt đầu học việc trong hầm rượu, học nghệ thuật của sự kiên nhẫn.',
    ],
  },
}
