import type { GlobalConfig } from 'payload'
import { mayEditContent, mayManageSite } from '@/cms/access'
import { MEMBER_LEVEL_LABELS } from '@/rules/member-levels'
import { DEFAULT_THRESHOLDS } from '../rules/level-progress'

/** Activity points a verified member needs for each level above level1 (level-progress.ts). */
export const MemberLevelsGlobal: GlobalConfig = {
  slug: 'member-levels',
  label: 'Member levels',
  admin: {
    group: 'Members',
    description:
      'Points: 1 per bookmark, 5 per quiz taken, 3 per masterclass episode completed, 5 per masterclass quiz. Level 1 is given when the email address is verified.',
  },
  access: { read: mayEditContent, update: mayManageSite },
  fields: (['level2', 'level3', 'level4', 'level5'] as const).map((level) => ({
    name: level,
    label: `Points for ${MEMBER_LEVEL_LABELS[level]}`,
    type: 'number',
    required: true,
    min: 1,
    defaultValue: DEFAULT_THRESHOLDS[level],
  })),
}
