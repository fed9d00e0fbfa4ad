import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { ACCOUNT_COLLECTIONS, ACCOUNT_GLOBALS } from './account/cms'
import { smtpEmailAdapter } from './account/email/adapter'
import { Bottles } from './bottles/cms/Bottles'
import { ADMIN_LANGUAGES } from './cms/admin/languages'
import { CATALOG_COLLECTIONS } from './cms/collections/catalog'
import { EDITORIAL_COLLECTIONS } from './cms/collections/editorial'
import { EXPERIENCES_COLLECTIONS } from './cms/collections/experiences'
import { Media } from './cms/collections/Media'
import { Pages } from './cms/collections/Pages'
import { Redirects } from './cms/collections/Redirects'
import { RECIPES_COLLECTIONS } from './cms/collections/recipes'
import { Users } from './cms/collections/Users'
import { databaseAdapter, watchDatabasePool } from './cms/database'
import { MainMenu } from './cms/globals/MainMenu'
import { SiteOptions } from './cms/globals/SiteOptions'
import { answerDatabaseUnavailable } from './cms/hooks/database-unavailable'
import { mediaStoragePlugin } from './cms/media-storage-plugin'
import { skipPayloadsVersionCheck } from './cms/payload-versions'
import { livePreviewConfig, withPreviewButton } from './cms/preview'
import { CONTENT_ROLES, hasAnyRole } from './cms/roles'
import { payloadSecret } from './cms/secret'
import { backfillVersions } from './cms/version-backfill'
import { Collectibles } from './collectibles/cms'
import { Orders } from './commerce/orders/Orders'
import { EVENT_REGISTRATION_COLLECTIONS } from './events/cms'
import { DEFAULT_LOCALE, LOCALES } from './i18n/locales'
import { NewsletterConsents, NewsletterSignups } from './newsletter/collections'
import { REVIEW_COLLECTIONS } from './reviews/cms'
import { adminRequestPolicy } from './security/admin-origin'
import { UsedCaptchaChallenges } from './security/captcha/collection'
import { deploymentFromEnv } from './security/headers'
import { SupportChats } from './support-chat/SupportChats'
import { VideoCards } from './video-cards/cms'
import { VISIT_COLLECTIONS } from './visits/cms'
import { webFormsPlugin } from './web-forms/cms'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// storage-s3 lags payload by a patch release (src/cms/payload-versions.ts).
skipPayloadsVersionCheck()
// An editor's cookie counts only on requests from the public origin (SITE_URL); issue 11 item 10.
const adminRequests = adminRequestPolicy(deploymentFromEnv())
const contentRoleOnly = ({ req }: { req: { user?: unknown } }) =>
  hasAnyRole(req.user as Parameters<typeof hasAnyRole>[0], CONTENT_ROLES)

export default buildConfig({
  secret: payloadSecret(),
  csrf: adminRequests.csrf,
  cors: adminRequests.cors,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Maison Solaine CMS' },
    // Payload's default asks gravatar.com for each editor's picture, sending a hash of their
    // email to a third party (and showing a broken image offline): the built-in icon instead.
    avatar: 'default',
    // Documents' pages in the admin's locale, in draft mode, at 390 and 1366 px (src/cms/preview.ts).
    livePreview: livePreviewConfig(),
  },
  // The admin in the site's languages that Payload ships, chosen per editor (docs/decisions.md).
  i18n: { supportedLanguages: ADMIN_LANGUAGES, fallbackLanguage: 'en' },
  collections: [
    Pages,
    ...CATALOG_COLLECTIONS,
    ...VISIT_COLLECTIONS,
    ...EVENT_REGISTRATION_COLLECTIONS,
    Bottles,
    Collectibles,
    VideoCards,
    ...REVIEW_COLLECTIONS,
    Orders,
    SupportChats,
    ...RECIPES_COLLECTIONS,
    ...EDITORIAL_COLLECTIONS,
    ...EXPERIENCES_COLLECTIONS,
    Media,
    Users,
    NewsletterSignups,
    NewsletterConsents,
    Redirects,
    ...ACCOUNT_COLLECTIONS,
    UsedCaptchaChallenges,
    // Every collection with pages gets the admin's Preview button (src/cms/preview.ts).
  ].map(withPreviewButton(deploymentFromEnv().siteUrl)),
  globals: [SiteOptions, MainMenu, ...ACCOUNT_GLOBALS],
  // Scheduled publish and unpublish (issue 17): Payload adds its `schedulePublish` task for the
  // collections and globals whose drafts allow scheduling (src/cms/versions.ts); the server
  // process runs due jobs every minute (started by src/instrumentation.ts; Payload never starts
  // the runner during `next build`). No extra service. Queuing, running and cancelling jobs over
  // the REST API is for the content roles (Payload's default: any signed-in user, a member too);
  // the jobs collection itself is readable by nobody over REST (Payload's default).
  jobs: {
    autoRun: [{ cron: '* * * * *', queue: 'default' }],
    // Several instances: one runs the jobs, the others set JOBS_AUTORUN=0 (docs/deploy.md).
    shouldAutoRun: () => process.env.JOBS_AUTORUN !== '0',
    access: { queue: contentRoleOnly, run: contentRoleOnly, cancel: contentRoleOnly },
  },
  // Editors' web forms and their submissions (issue 12): src/web-forms/cms.ts. Uploaded files in
  // an S3-compatible bucket when S3_BUCKET is set, else in MEDIA_DIR (src/cms/media-storage.ts).
  plugins: [webFormsPlugin(), mediaStoragePlugin()],
  email: smtpEmailAdapter(),
  localization: {
    locales: LOCALES.map((l) => ({ code: l.code, label: l.label })),
    defaultLocale: DEFAULT_LOCALE,
    // Content never falls back between locales: a missing translation is a 404, not English text.
    fallback: false,
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  onInit: async (payload) => {
    // A lost PostgreSQL connection must never end the process (issue 11, docs/security.md).
    watchDatabasePool(payload)
    // Documents stored before drafts existed get their first version (src/cms/version-backfill.ts).
    await backfillVersions(payload).catch((error: unknown) => {
      payload.logger.warn({ err: error, msg: '[versions] First versions not made' })
    })
  },
  // …and Payload's REST API answers it 503 with Retry-After, like our own routes.
  hooks: { afterError: [answerDatabaseUnavailable] },
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
