import { describe, expect, it } from 'vitest'
import { objectKey, s3SettingsFromEnv } from './media-storage'

describe('S3 media settings from the environment', () => {
  it('keeps files on disk when no S3_* variable is set, or only empty ones', () => {
    expect(s3SettingsFromEnv({})).toBeNull()
    expect(s3SettingsFromEnv({ S3_BUCKET: '', S3_ENDPOINT: '' })).toBeNull()
  })

  it('builds a path-style client for another vendor’s server, without flexible checksums', () => {
    const s3 = s3SettingsFromEnv({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    })
    expect(s3).toEqual({
      bucket: 'media',
      client: {
        region: 'eu-west-3',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
  })

  it('on AWS itself: the default region, the SDK’s credential chain and checksums', () => {
    expect(s3SettingsFromEnv({ S3_BUCKET: 'media' })).toEqual({
      bucket: 'media',
      client: { region: 'us-east-1', forcePathStyle: false },
    })
  })

  it('refuses a half or wrong configuration, naming each variable', () => {
    const problem = (env: Record<string, string>) => {
      try {
        s3SettingsFromEnv(env)
      } catch (error) {
        return (error as Error).message
      }
      return 'accepted'
    }
    expect(problem({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(/S3_BUCKET/)
    expect(problem({ S3_BUCKET: 'm', S3_ENDPOINT: 'ftp://x' })).toMatch(/S3_ENDPOINT/)
    expect(problem({ S3_BUCKET: 'm', S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/S3_FORCE_PATH_STYLE/)
    expect(problem({ S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'id' })).toMatch(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
    expect(problem({ S3_BUCKET: 'm', S3_ENDPOINT: 'nope' })).toMatch(/MEDIA_DIR/)
  })

  it('keys each collection’s files under its own prefix', () => {
    expect(objectKey('media', 'a.webp')).toBe('media/a.webp')
    expect(objectKey('video-cards', 'b.mp4')).toBe('video-cards/b.mp4')
  })
})
