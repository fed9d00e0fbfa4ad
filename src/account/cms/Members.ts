import type { CollectionConfig, FieldAccess } from 'payload'
import { mayHandleMemberData, memberDataField } from '@/cms/access'
import { MEMBER_LEVEL_OPTIONS } from '@/cms/fields/options'
import { hasAnyRole, MEMBER_DATA_ROLES } from '@/cms/roles'
import { memberDataOrSelf } from './access'

/**
 * A member's en-us cart (issue 14) is theirs alone: member support sees it in the admin, the member
 * through GET /api/members/cart/, nobody else. Decided from the document's id, which every
 * query shape carries (STACK-NOTES: field access sees only the selected fields).
 */
const cartReadAccess: FieldAccess = ({ req, doc }) =>
  hasAnyRole(req.user, MEMBER_DATA_ROLES) ||
  (req.user?.collection === 'members' && doc?.id !== undefined && doc.id === req.user.id)

/** How long a session lasts: the cookie and the token expire together. */
export const MEMBER_SESSION_SECONDS = 7 * 24 * 60 * 60
/** A reset link works once, for an hour. */
export const RESET_LINK_MS = 60 * 60 * 1000

/**
 * Site members (issue 6), kept apart from CMS editors (`users`). Payload's REST endpoints are off
 * for this collection: members sign up, in and out only through /api/members/*, which add CSRF
 * checks, rate limits and same answers for known and unknown addresses. Payload enforces the
 * lockout (5 failed sign-ins → 10 minutes), the single-use expiring reset token and verification.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: 'Member', plural: 'Members' },
  admin: {
    useAsTitle: 'email',
    group: 'Members',
    defaultColumns: ['email', 'first_name', 'last_name', 'level', 'createdAt'],
  },
  endpoints: false,
  auth: {
    // No lock on the account itself (anyone could lock a member out with 5 wrong passwords):
    // failures are counted per client and account by src/account/server/accounts.ts signIn.
    maxLoginAttempts: 0,
    tokenExpiration: MEMBER_SESSION_SECONDS,
    // Verification and reset emails are written and sent by src/account/server (our links, our
    // languages); Payload keeps the tokens.
    verify: true,
    forgotPassword: { expiration: RESET_LINK_MS },
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  access: {
    read: memberDataOrSelf,
    create: mayHandleMemberData,
    update: memberDataOrSelf,
    delete: memberDataOrSelf,
  },
  fields: [
    { name: 'first_name', label: 'First name', type: 'text', required: true },
    { name: 'last_name', label: 'Last name', type: 'text', required: true },
    {
      name: 'date_of_birth',
      label: 'Date of birth',
      type: 'text',
      required: true,
      admin: { description: 'YYYY-MM-DD' },
    },
    { name: 'country', type: 'text', required: true, admin: { description: 'ISO 3166 code' } },
    {
      name: 'locale',
      type: 'text',
      required: true,
      admin: { description: 'The site locale the member signed up in (emails use its language).' },
    },
    {
      name: 'newsletter',
      type: 'group',
      fields: [
        { name: 'opt_in', label: 'Newsletter opt-in', type: 'checkbox', defaultValue: false },
        {
          name: 'consent_text',
          label: 'Consent text shown',
          type: 'textarea',
          admin: { readOnly: true },
        },
        { name: 'consented_at', label: 'Consented at', type: 'date', admin: { readOnly: true } },
      ],
    },
    {
      name: 'level',
      type: 'select',
      required: true,
      defaultValue: 'level0',
      options: MEMBER_LEVEL_OPTIONS,
      access: { update: memberDataField },
      admin: { position: 'sidebar' },
    },
    {
      // Written only by PUT /api/members/cart/ and the checkout (src/commerce/cart/account-cart.ts),
      // each line checked against the CMS offers; read as `parseCart` reads the device's cart.
      name: 'cart',
      type: 'json',
      access: { read: cartReadAccess, create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: 'The en-us delivery cart the member keeps on their account (lines, ZIP).',
      },
    },
    {
      name: 'points',
      type: 'number',
      defaultValue: 0,
      min: 0,
      access: { update: memberDataField },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
