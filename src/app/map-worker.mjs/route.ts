import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * MapLibre GL's web worker (the store-locator map, issue 13), served from our origin: the
 * library finds its worker next to its own module file, which bundling moves, so the map sets
 * this address with `setWorkerUrl`. Read from the installed package at build time (static), so
 * the worker always matches the library version in the page's chunk.
 */
export const dynamic = 'force-static'

export async function GET() {
  const source = await readFile(
    join(process.cwd(), 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'),
    'utf8',
  )
  return new Response(source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  })
}
