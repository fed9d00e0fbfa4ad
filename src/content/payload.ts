import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload Local API handle of the site's server code. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
