import type { StyleSpecification } from 'maplibre-gl'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries110m from 'world-atlas/countries-110m.json'

/**
 * The offline basemap (issue 13): a background sea and Natural Earth's 1:110m country shapes
 * (world-atlas, converted from TopoJSON in the browser), drawn by MapLibre from memory. No tile
 * server, no glyphs (no text layers: the outlets are HTML markers), so the map works with no
 * internet. Imported only by the lazily loaded map chunk.
 */
export const BASEMAP_COLOURS = {
  sea: '#d8e3e8',
  land: '#f7f1e6',
  border: '#b9ad96',
} as const

export function offlineStyle(): StyleSpecification {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>
  const countries = feature(topology, topology.objects.countries)
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: countries },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': BASEMAP_COLOURS.sea } },
      {
        id: 'land',
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': BASEMAP_COLOURS.land },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': BASEMAP_COLOURS.border, 'line-width': 0.8 },
      },
    ],
  }
}
