import type { CollectionConfig, GlobalConfig } from 'payload'
import { Activities } from './Activities'
import { Bookmarks } from './Bookmarks'
import { MemberLevelsGlobal } from './MemberLevelsGlobal'
import { Members } from './Members'
import { RateLimits } from './RateLimits'

export const ACCOUNT_COLLECTIONS: CollectionConfig[] = [Members, Bookmarks, Activities, RateLimits]
export const ACCOUNT_GLOBALS: GlobalConfig[] = [MemberLevelsGlobal]
