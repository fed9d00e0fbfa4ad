/**
 * How the demo US retailers fulfil (issue 14): their store, the methods they offer and the
 * states their licences let them ship to. Their prices are the CMS retailer offers (market US);
 * this table stands in for what the delivery-fulfilment service knows of each retailer.
 */
import type { RetailerProfile } from './rules/fulfilment'

/** Carrier shipping licences of the two national shippers (not AL, MS, UT: see coverage). */
const NATIONAL = [
  'AK AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MT NC ND NE NH NJ NM NV NY',
  'OH OK OR PA RI SC SD TN TX VA VT WA WI WV WY',
]
  .join(' ')
  .split(' ')

export const US_RETAILERS: readonly RetailerProfile[] = [
  {
    retailer: 'Liberty Wine & Spirits',
    store: { city: 'New York, NY', lat: 40.75, lng: -73.99 },
    methods: ['delivery', 'shipping', 'pickup'],
    shipsTo: NATIONAL,
  },
  {
    retailer: 'Pacific Bottle Shop',
    store: { city: 'San Francisco, CA', lat: 37.77, lng: -122.42 },
    methods: ['delivery', 'shipping', 'pickup'],
    shipsTo: NATIONAL,
  },
  {
    retailer: 'Hudson Fine Spirits',
    store: { city: 'Hoboken, NJ', lat: 40.74, lng: -74.03 },
    methods: ['delivery', 'pickup'],
    shipsTo: [],
  },
  {
    retailer: 'Lone Star Liquor Co.',
    store: { city: 'Austin, TX', lat: 30.27, lng: -97.74 },
    methods: ['delivery', 'shipping', 'pickup'],
    shipsTo: ['TX', 'OK', 'LA', 'NM', 'AR'],
  },
]
