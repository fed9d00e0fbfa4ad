import type { StringKey } from '@/i18n/strings'

/** A refusal that becomes a translated JSON answer: `{ ok: false, error, message, ...extra }`. */
export class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: StringKey,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code)
    this.name = 'HttpRefusal'
  }
}
