/**
 * The one way any component opens a modal: a window event the modal host (src/modals) listens
 * for, so a feature can open a modal without importing the host or its registry.
 * `type` is one of the modal registry's types (SPEC §2.8); an unknown type renders nothing.
 */
export const OPEN_MODAL_EVENT = 'site:open-modal'
export const CLOSE_MODAL_EVENT = 'site:close-modal'

export interface OpenModalDetail {
  type: string
  props?: Record<string, unknown>
  /** SPEC §2.8 options. */
  hideClose?: boolean
  noAnimation?: boolean
}

export function openModal(detail: OpenModalDetail): void {
  window.dispatchEvent(new CustomEvent<OpenModalDetail>(OPEN_MODAL_EVENT, { detail }))
}

export function closeModal(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_MODAL_EVENT))
}
