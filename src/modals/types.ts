/** The props every modal component receives; apart from the registry so components import no registry. */

/** Site settings a modal may need, given once to the host by the layout. */
export interface ModalSettings {
  /** Site options' search_page_url (SPEC §2.7). */
  searchPageUrl: string | null
}

export interface ModalProps<T> {
  data: T
  /** Closes this modal (with its slide-out unless suppressed). */
  close: () => void
  settings: ModalSettings
  /** Names the dialog with a text of the modal's own (a web form's title); null: the default. */
  setTitle?: (title: string | null) => void
}
