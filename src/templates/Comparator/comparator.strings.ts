import { defineStrings } from '@/i18n/define-strings'

/**
 * Texts of the comparator (issue 14): the selection grid (page and `product_selection_grid`
 * modal) and the results page. `{n}` is a number of cognacs. The rows reuse the product page's
 * labels (product.age, product.cru, …).
 */
export const comparatorStrings = defineStrings({
  en: {
    'comparator.gridLegend': 'Choose 2 or 3 cognacs to compare',
    'comparator.selected':
      '{n, plural, =0 {None selected} one {# of 3 selected} other {# of 3 selected}}',
    'comparator.maxReached': 'You can compare up to 3 cognacs. Unselect one to choose another.',
    'comparator.needMore': 'Choose at least 2 cognacs to compare them side by side.',
    'comparator.compare': 'Compare',
    'comparator.change': 'Change selection',
    'comparator.modalTitle': 'Choose the cognacs to compare',
    'comparator.caption': 'The cognacs side by side',
    'comparator.differs': 'Differs',
    'comparator.legend': 'Rows marked “Differs” show where these cognacs are not alike.',
    'comparator.notStated': 'Not stated',
    'comparator.scroll': 'Scroll sideways to see every cognac.',
    'comparator.dropped.unknown':
      '{n, plural, one {# cognac in the link is not part of our collection and was left out.} other {# cognacs in the link are not part of our collection and were left out.}}',
    'comparator.dropped.unavailable':
      '{n, plural, one {# cognac in the link is not offered in this country and was left out.} other {# cognacs in the link are not offered in this country and were left out.}}',
    'comparator.dropped.overLimit':
      '{n, plural, one {Only 3 cognacs can be compared at once: # was left out.} other {Only 3 cognacs can be compared at once: # were left out.}}',
  },
  fr: {
    'comparator.gridLegend': 'Choisissez 2 ou 3 cognacs à comparer',
    'comparator.selected':
      '{n, plural, =0 {Aucun sélectionné} one {# sur 3 sélectionné} many {# sur 3 sélectionnés} other {# sur 3 sélectionnés}}',
    'comparator.maxReached':
      'Vous pouvez comparer jusqu’à 3 cognacs. Désélectionnez-en un pour en choisir un autre.',
    'comparator.needMore': 'Choisissez au moins 2 cognacs pour les comparer côte à côte.',
    'comparator.compare': 'Comparer',
    'comparator.change': 'Modifier la sélection',
    'comparator.modalTitle': 'Choisissez les cognacs à comparer',
    'comparator.caption': 'Les cognacs côte à côte',
    'comparator.differs': 'Diffère',
    'comparator.legend':
      'Les lignes marquées « Diffère » montrent en quoi ces cognacs ne se ressemblent pas.',
    'comparator.notStated': 'Non précisé',
    'comparator.scroll': 'Faites défiler latéralement pour voir chaque cognac.',
    'comparator.dropped.unknown':
      '{n, plural, one {# cognac du lien ne fait pas partie de notre collection et a été écarté.} many {# cognacs du lien ne font pas partie de notre collection et ont été écartés.} other {# cognacs du lien ne font pas partie de notre collection et ont été écartés.}}',
    'comparator.dropped.unavailable':
      '{n, plural, one {# cognac du lien n’est pas proposé dans ce pays et a été écarté.} many {# cognacs du lien ne sont pas proposés dans ce pays et ont été écartés.} other {# cognacs du lien ne sont pas proposés dans ce pays et ont été écartés.}}',
    'comparator.dropped.overLimit':
      '{n, plural, one {Seuls 3 cognacs peuvent être comparés à la fois : # a été écarté.} many {Seuls 3 cognacs peuvent être comparés à la fois : # ont été écartés.} other {Seuls 3 cognacs peuvent être comparés à la fois : # ont été écartés.}}',
  },
  es: {
    'comparator.gridLegend': 'Elija 2 o 3 coñacs para comparar',
    'comparator.selected':
      '{n, plural, =0 {Ninguno seleccionado} one {# de 3 seleccionado} many {# de 3 seleccionados} other {# de 3 seleccionados}}',
    'comparator.maxReached':
      'Puede comparar hasta 3 coñacs. Quite uno de la selección para elegir otro.',
    'comparator.needMore': 'Elija al menos 2 coñacs para compararlos uno al lado del otro.',
    'comparator.compare': 'Comparar',
    'comparator.change': 'Cambiar la selección',
    'comparator.modalTitle': 'Elija los coñacs que desea comparar',
    'comparator.caption': 'Los coñacs uno al lado del otro',
    'comparator.differs': 'Difiere',
    'comparator.legend': 'Las filas marcadas «Difiere» muestran en qué se distinguen estos coñacs.',
    'comparator.notStated': 'No indicado',
    'comparator.scroll': 'Desplácese de lado para ver cada coñac.',
    'comparator.dropped.unknown':
      '{n, plural, one {# coñac del enlace no forma parte de nuestra colección y se ha omitido.} many {# coñacs del enlace no forman parte de nuestra colección y se han omitido.} other {# coñacs del enlace no forman parte de nuestra colección y se han omitido.}}',
    'comparator.dropped.unavailable':
      '{n, plural, one {# coñac del enlace no se ofrece en este país y se ha omitido.} many {# coñacs del enlace no se ofrecen en este país y se han omitido.} other {# coñacs del enlace no se ofrecen en este país y se han omitido.}}',
    'comparator.dropped.overLimit':
      '{n, plural, one {Solo se pueden comparar 3 coñacs a la vez: se ha omitido #.} many {Solo se pueden comparar 3 coñacs a la vez: se han omitido #.} other {Solo se pueden comparar 3 coñacs a la vez: se han omitido #.}}',
  },
  pl: {
    'comparator.gridLegend': 'Wybierz 2 lub 3 koniaki do porównania',
    'comparator.selected':
      '{n, plural, =0 {Nic nie wybrano} one {Wybrano # z 3} few {Wybrano # z 3} many {Wybrano # z 3} other {Wybrano # z 3}}',
    'comparator.maxReached': 'Możesz porównać do 3 koniaków. Odznacz jeden, aby wybrać inny.',
    'comparator.needMore': 'Wybierz co najmniej 2 koniaki, aby porównać je obok siebie.',
    'comparator.compare': 'Porównaj',
    'comparator.change': 'Zmień wybór',
    'comparator.modalTitle': 'Wybierz koniaki do porównania',
    'comparator.caption': 'Koniaki obok siebie',
    'comparator.differs': 'Różni się',
    'comparator.legend': 'Wiersze oznaczone „Różni się” pokazują, czym te koniaki się różnią.',
    'comparator.notStated': 'Nie podano',
    'comparator.scroll': 'Przewiń w bok, aby zobaczyć każdy koniak.',
    'comparator.dropped.unknown':
      '{n, plural, one {# koniak z linku nie należy do naszej kolekcji i został pominięty.} few {# koniaki z linku nie należą do naszej kolekcji i zostały pominięte.} many {# koniaków z linku nie należy do naszej kolekcji i zostały pominięte.} other {# koniaku z linku nie należy do naszej kolekcji i zostało pominięte.}}',
    'comparator.dropped.unavailable':
      '{n, plural, one {# koniak z linku nie jest oferowany w tym kraju i został pominięty.} few {# koniaki z linku nie są oferowane w tym kraju i zostały pominięte.} many {# koniaków z linku nie jest oferowanych w tym kraju i zostały pominięte.} other {# koniaku z linku nie jest oferowane w tym kraju i zostało pominięte.}}',
    'comparator.dropped.overLimit':
      '{n, plural, one {Naraz można porównać tylko 3 koniaki: pominięto # koniak.} few {Naraz można porównać tylko 3 koniaki: pominięto # koniaki.} many {Naraz można porównać tylko 3 koniaki: pominięto # koniaków.} other {Naraz można porównać tylko 3 koniaki: pominięto # koniaku.}}',
  },
  zh: {
    'comparator.gridLegend': '選擇 2 至 3 款干邑進行比較',
    'comparator.selected': '{n, plural, =0 {尚未選擇} other {已選擇 # 款，最多 3 款}}',
    'comparator.maxReached': '最多可比較 3 款干邑。請先取消一款，再選擇其他酒款。',
    'comparator.needMore': '請至少選擇 2 款干邑，以並列比較。',
    'comparator.compare': '比較',
    'comparator.change': '更改選擇',
    'comparator.modalTitle': '選擇要比較的干邑',
    'comparator.caption': '干邑並列比較',
    'comparator.differs': '有差異',
    'comparator.legend': '標示「有差異」的項目，即這些干邑不同之處。',
    'comparator.notStated': '未註明',
    'comparator.scroll': '左右滑動以查看每款干邑。',
    'comparator.dropped.unknown':
      '{n, plural, other {連結中有 # 款干邑不屬於我們的系列，已略去。}}',
    'comparator.dropped.unavailable':
      '{n, plural, other {連結中有 # 款干邑未在此地區供應，已略去。}}',
    'comparator.dropped.overLimit': '{n, plural, other {一次最多只能比較 3 款干邑：已略去 # 款。}}',
  },
  vi: {
    'comparator.gridLegend': 'Chọn 2 hoặc 3 dòng cognac để so sánh',
    'comparator.selected': '{n, plural, =0 {Chưa chọn} other {Đã chọn # trên 3}}',
    'comparator.maxReached':
      'Bạn có thể so sánh tối đa 3 dòng cognac. Bỏ chọn một dòng để chọn dòng khác.',
    'comparator.needMore': 'Chọn ít nhất 2 dòng cognac để so sánh song song.',
    'comparator.compare': 'So sánh',
    'comparator.change': 'Thay đổi lựa chọn',
    'comparator.modalTitle': 'Chọn các dòng cognac để so sánh',
    'comparator.caption': 'Các dòng cognac đặt cạnh nhau',
    'comparator.differs': 'Khác nhau',
    'comparator.legend':
      'Các hàng có dấu “Khác nhau” cho thấy điểm khác biệt giữa các dòng cognac này.',
    'comparator.notStated': 'Không ghi',
    'comparator.scroll': 'Cuộn ngang để xem từng dòng cognac.',
    'comparator.dropped.unknown':
      '{n, plural, other {# dòng cognac trong liên kết không thuộc bộ sưu tập của chúng tôi và đã được bỏ qua.}}',
    'comparator.dropped.unavailable':
      '{n, plural, other {# dòng cognac trong liên kết không được bán tại quốc gia này và đã được bỏ qua.}}',
    'comparator.dropped.overLimit':
      '{n, plural, other {Chỉ có thể so sánh 3 dòng cognac cùng lúc: # dòng đã được bỏ qua.}}',
  },
  ru: {
    'comparator.gridLegend': 'Выберите 2 или 3 коньяка для сравнения',
    'comparator.selected':
      '{n, plural, =0 {Ничего не выбрано} one {Выбран # из 3} few {Выбрано # из 3} many {Выбрано # из 3} other {Выбрано # из 3}}',
    'comparator.maxReached':
      'Сравнить можно не более 3 коньяков. Снимите выбор с одного, чтобы выбрать другой.',
    'comparator.needMore': 'Выберите хотя бы 2 коньяка, чтобы сравнить их рядом.',
    'comparator.compare': 'Сравнить',
    'comparator.change': 'Изменить выбор',
    'comparator.modalTitle': 'Выберите коньяки для сравнения',
    'comparator.caption': 'Коньяки рядом',
    'comparator.differs': 'Различается',
    'comparator.legend': 'Строки с пометкой «Различается» показывают, чем эти коньяки отличаются.',
    'comparator.notStated': 'Не указано',
    'comparator.scroll': 'Прокрутите вбок, чтобы увидеть все коньяки.',
    'comparator.dropped.unknown':
      '{n, plural, one {# коньяк из ссылки не входит в нашу коллекцию и не показан.} few {# коньяка из ссылки не входят в нашу коллекцию и не показаны.} many {# коньяков из ссылки не входят в нашу коллекцию и не показаны.} other {# коньяка из ссылки не входят в нашу коллекцию и не показаны.}}',
    'comparator.dropped.unavailable':
      '{n, plural, one {# коньяк из ссылки не продаётся в этой стране и не показан.} few {# коньяка из ссылки не продаются в этой стране и не показаны.} many {# коньяков из ссылки не продаются в этой стране и не показаны.} other {# коньяка из ссылки не продаются в этой стране и не показаны.}}',
    'comparator.dropped.overLimit':
      '{n, plural, one {Одновременно можно сравнить только 3 коньяка: # не показан.} few {Одновременно можно сравнить только 3 коньяка: # не показаны.} many {Одновременно можно сравнить только 3 коньяка: # не показаны.} other {Одновременно можно сравнить только 3 коньяка: # не показаны.}}',
  },
})
