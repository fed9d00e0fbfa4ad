import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { guardRest } from '@/server/http/payload-rest-guard'

// Every handler goes through guardRest: unreadable input is a JSON 4xx, never a 5xx (issue 11).
export const GET = guardRest(REST_GET(config))
export const POST = guardRest(REST_POST(config))
export const DELETE = guardRest(REST_DELETE(config))
export const PATCH = guardRest(REST_PATCH(config))
export const PUT = guardRest(REST_PUT(config))
export const OPTIONS = guardRest(REST_OPTIONS(config))
