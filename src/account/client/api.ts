'use client'

import type { StringKey } from '@/i18n/strings'
import { accountErrorKey } from '../rules/error-codes'

export interface ApiAnswer<T = Record<string, unknown>> {
  ok: boolean
  status: number
  data: T & { error?: StringKey; fields?: Record<string, StringKey> }
}

/** Calls the members API with the session cookie; a network failure reads as a generic error. */
export async function memberApi<T = Record<string, unknown>>(
  path: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET',
  body?: unknown,
): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(`/api/members/${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    })
    const data = (await response.json().catch(() => ({}))) as ApiAnswer<T>['data'] & {
      fieldCodes?: Record<string, string>
    }
    const failed = !response.ok || data.error !== undefined
    if (failed) {
      // The API words its refusals in the page's language; the forms show their own texts
      // (editor overrides included), keyed by the codes it sends along.
      data.error = accountErrorKey(data.error) as StringKey
      data.fields = Object.fromEntries(
        Object.entries(data.fieldCodes ?? {}).map(([f, c]) => [f, accountErrorKey(c) as StringKey]),
      )
    }
    return { ok: !failed, status: response.status, data }
  } catch {
    return {
      ok: false,
      status: 0,
      data: { error: 'account.error.generic' } as ApiAnswer<T>['data'],
    }
  }
}
