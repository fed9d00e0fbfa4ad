import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { siteView } from './read-mode'

/**
 * The one Payload Local API handle of the site's server code. Its reads of versioned content
 * see published versions only, or the latest drafts inside an editor's preview (read-mode.ts);
 * writes and everything else are Payload's own.
 */
export async function getPayloadClient(): Promise<Payload> {
  return siteView(await getPayload({ config }))
}
