import type { CollectionConfig } from 'payload'
import { mayHandleMemberData } from '@/cms/access'
import { LOCALE_OPTIONS } from '@/cms/fields/options'
import { CHAT_LIMITS } from './chat-rules'

const nobody = () => false

export const SUPPORT_CHATS_SLUG = 'support-chats'
export const CHAT_STATUSES = ['new', 'answered', 'closed'] as const

/**
 * Conversations left in the en-us support chat's own form (issue 14, SPEC §6): who wrote, from
 * which page, and what. Created only by POST /api/support-chat/ (captcha, rate limit); over REST
 * editors read them and set their status, visitors and members nothing (docs/security.md).
 */
export const SupportChats: CollectionConfig = {
  slug: SUPPORT_CHATS_SLUG,
  labels: { singular: 'Support chat', plural: 'Support chats' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Forms',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'status', 'locale', 'createdAt'],
  },
  access: {
    read: mayHandleMemberData,
    create: nobody,
    update: mayHandleMemberData,
    delete: mayHandleMemberData,
  },
  lockDocuments: false,
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: 'New' },
        { value: 'answered', label: 'Answered' },
        { value: 'closed', label: 'Closed' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'name', type: 'text', required: true, maxLength: CHAT_LIMITS.name },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: CHAT_LIMITS.message,
      admin: { readOnly: true },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALE_OPTIONS,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'page',
      type: 'text',
      admin: { readOnly: true, description: 'The page the visitor wrote from.' },
    },
    {
      name: 'team_notes',
      label: 'Team notes',
      type: 'textarea',
      admin: { description: 'For the team: what was answered, by whom.' },
    },
  ],
}
