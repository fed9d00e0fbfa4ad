import 'server-only'
import { draftMode } from 'next/headers'

/**
 * Whether this request is an editor's preview (Next's draft mode, switched on by the preview
 * route after it checked the editor's CMS session). In preview the content layer reads the
 * latest drafts past the data cache; everywhere else it reads published versions only.
 * Outside a request (static generation, scripts, tests) there is no preview.
 */
export async function isPreviewRequest(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}
