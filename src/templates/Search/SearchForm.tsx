import type { FormEvent, Ref } from 'react'

interface FormProps {
  inputId: string
  inputRef?: Ref<HTMLInputElement>
  value?: string
  onChange?: (value: string) => void
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  action: string
  label: string
  submitLabel: string
}

/** A plain GET form: without JavaScript it still puts the query in the URL. */
export function SearchForm(props: FormProps) {
  return (
    <search>
      <form
        className="site-search__form"
        action={props.action}
        method="get"
        onSubmit={props.onSubmit}
      >
        <label className="site-search__label" htmlFor={props.inputId}>
          {props.label}
        </label>
        <div className="site-search__field">
          <input
            ref={props.inputRef}
            id={props.inputId}
            className="site-search__input"
            type="search"
            name="q"
            value={props.value}
            defaultValue={props.value === undefined ? '' : undefined}
            onChange={props.onChange ? (e) => props.onChange?.(e.target.value) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
          />
          <button className="site-search__submit" type="submit">
            {props.submitLabel}
          </button>
        </div>
      </form>
    </search>
  )
}
