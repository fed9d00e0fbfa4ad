// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Dialog } from './Dialog'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** An opener and the dialog it opens; `dismissible: false` is the age gate's case. */
function Harness({ dismissible = true, backdrop = false }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          labelledBy="dialog-title"
          onDismiss={dismissible ? () => setOpen(false) : undefined}
          closeOnBackdrop={backdrop}
          lockScroll
        >
          <h2 id="dialog-title">Share this page</h2>
          <button type="button" id="inside">
            Inside
          </button>
        </Dialog>
      ) : null}
    </>
  )
}

let root: Root
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const byId = (id: string) => document.getElementById(id) as HTMLElement
const dialog = () => document.querySelector('dialog')

function open(props: Parameters<typeof Harness>[0] = {}) {
  act(() => root.render(<Harness {...props} />))
  byId('opener').focus()
  act(() => byId('opener').click())
  byId('inside').focus()
}

function pressEscape(target: HTMLElement) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
}

describe('the site’s one dialog (components/dialog/Dialog.tsx)', () => {
  it('opens as a modal dialog named by its title, and freezes the page scroll', () => {
    open()
    expect(dialog()?.open).toBe(true)
    expect(dialog()?.getAttribute('aria-labelledby')).toBe('dialog-title')
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('closes on Escape and gives focus back to its opener', () => {
    open()
    pressEscape(byId('inside'))
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(byId('opener'))
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('closes on the browser’s cancel (Escape with focus elsewhere), focus back to the opener', () => {
    open()
    act(() => {
      dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }))
    })
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(byId('opener'))
  })

  it('closes on a click beside it only when asked to', () => {
    const clickBeside = () =>
      act(() => {
        dialog()?.dispatchEvent(
          new MouseEvent('click', { bubbles: true, clientX: 5000, clientY: 5000 }),
        )
      })
    open()
    clickBeside()
    expect(dialog()).not.toBeNull()
    pressEscape(byId('inside'))
    open({ backdrop: true })
    clickBeside()
    expect(dialog()).toBeNull()
  })

  it('without onDismiss, Escape leaves it open and a close by the browser opens it again', () => {
    open({ dismissible: false })
    pressEscape(byId('inside'))
    expect(dialog()?.open).toBe(true)
    act(() => dialog()?.close())
    expect(dialog()?.open).toBe(true)
  })
})
