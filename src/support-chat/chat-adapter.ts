/**
 * Who answers the en-us support chat (issue 14, SPEC §1, §6 "a support-chat snippet for
 * en-us"): a `SupportChatAdapter` says what the page's chat button opens. The default is our
 * own form (messages stored in the CMS, the team emailed); a third-party chat snippet can take
 * its place, configured by the environment and loaded only after the consent its category needs
 * (CONSENT_PURPOSES.supportChat). Pure: no React, no I/O.
 */
import { CONSENT_PURPOSES } from '@/consent/consent-rules'
import { getLocale, type LocaleCode } from '@/i18n/locales'

/** What the third-party snippet needs: its script (https) and the account's public key. */
export interface ChatSnippet {
  scriptUrl: string
  key: string
}

/** What the page's chat button opens (given by the server to the client island). */
export type ChatSetup =
  | { adapter: 'form' }
  | {
      adapter: 'snippet'
      snippet: ChatSnippet
      /** The consent category the snippet waits for. */
      consent: (typeof CONSENT_PURPOSES)['supportChat']
    }

export interface SupportChatAdapter {
  /** A name for logs and docs: "form", "snippet". */
  readonly name: string
  setup(): ChatSetup
}

/** Default: our own chat form, answered by the team by email (POST /api/support-chat/). */
export const formChatAdapter: SupportChatAdapter = {
  name: 'form',
  setup: () => ({ adapter: 'form' }),
}

/** A third-party chat snippet: its script loads in the browser once the visitor consents. */
export function snippetChatAdapter(snippet: ChatSnippet): SupportChatAdapter {
  return {
    name: 'snippet',
    setup: () => ({ adapter: 'snippet', snippet, consent: CONSENT_PURPOSES.supportChat }),
  }
}

/** The snippet the environment configures, or null: both set, the script on https. */
export function snippetFromEnv(env: {
  SUPPORT_CHAT_SCRIPT_URL?: string
  SUPPORT_CHAT_KEY?: string
}): ChatSnippet | null {
  const scriptUrl = env.SUPPORT_CHAT_SCRIPT_URL?.trim() ?? ''
  const key = env.SUPPORT_CHAT_KEY?.trim() ?? ''
  if (!key || !/^[\w.-]{1,200}$/.test(key)) return null
  try {
    if (new URL(scriptUrl).protocol !== 'https:') return null
  } catch {
    return null
  }
  return { scriptUrl, key }
}

/**
 * The adapter of a locale: none where the locale has no support-chat capability (every locale
 * but en-us: nothing shown, nothing loaded), the snippet when the environment configures one,
 * our own form otherwise.
 */
export function chatAdapterFor(
  locale: LocaleCode,
  env: { SUPPORT_CHAT_SCRIPT_URL?: string; SUPPORT_CHAT_KEY?: string },
): SupportChatAdapter | null {
  if (!getLocale(locale).capabilities.supportChat) return null
  const snippet = snippetFromEnv(env)
  return snippet ? snippetChatAdapter(snippet) : formChatAdapter
}
