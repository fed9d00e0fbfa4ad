import type { CollectionConfig, Field } from 'payload'
import { array } from 'payload/shared'
import { rowLabel } from '@/cms/admin/row-label'
import { imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import { KEY_PATTERN, validateWholeNumber } from './validate'

/**
 * How a quiz turns answers into an outcome:
 * - `outcome`: each answer points at one outcome key; the outcome picked most wins, a tie going
 *   to the outcome listed first (a profile, a journey: there is no wrong answer).
 * - `correct`: answers are right or wrong; the outcome is the one with the highest `min_correct`
 *   that the number of right answers reaches (a knowledge quiz).
 */
export type QuizScoring = 'outcome' | 'correct'

export interface QuizCollectionOptions {
  /** Also the URL type segment of its pages (SPEC §2.1). */
  slug: 'quizzcognacprofile' | 'quizzjourneys' | 'quiz'
  labels: { singular: string; plural: string }
  scoring: QuizScoring
  /** What this kind of quiz recommends besides a product (a journey, a masterclass…). */
  outcomeFields?: Field[]
}

type Row = Record<string, unknown>
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

function answerFields(scoring: QuizScoring): Field[] {
  const text: Field = { name: 'text', type: 'text', localized: true, required: true }
  if (scoring === 'correct')
    return [text, { name: 'correct', type: 'checkbox', defaultValue: false }]
  return [
    text,
    {
      // A key rather than a relation: outcomes are rows of the same document.
      name: 'outcome',
      type: 'text',
      required: true,
      admin: { description: 'The key of the outcome this answer counts for.' },
      validate: (value: unknown, { data }: { data: Partial<Row> }) => {
        if (typeof value !== 'string' || value === '') return 'Choose the outcome key.'
        const keys = rowsOf(data?.outcomes).map((outcome) => outcome.key)
        return keys.includes(value) || `No outcome has the key "${value}".`
      },
    },
  ]
}

/** Knowledge quizzes: why the right answer is right, shown with the result. */
const explanationField: Field = {
  name: 'explanation',
  type: 'textarea',
  localized: true,
  admin: { description: 'Optional: shown with the result, after the question is answered.' },
}

function questionsField(scoring: QuizScoring): Field {
  return {
    name: 'questions',
    type: 'array',
    required: true,
    minRows: 1,
    labels: { singular: 'Question', plural: 'Questions' },
    admin: { ...rowLabel('question', 'Question'), initCollapsed: true },
    fields: [
      { name: 'question', type: 'text', localized: true, required: true },
      imageField('image'),
      ...(scoring === 'correct' ? [explanationField] : []),
      {
        name: 'answers',
        admin: rowLabel('text', 'Answer'),
        type: 'array',
        required: true,
        minRows: 2,
        labels: { singular: 'Answer', plural: 'Answers' },
        fields: answerFields(scoring),
        validate: (value, options) => {
          const length = array(value, options)
          if (length !== true || scoring !== 'correct') return length
          const rows = rowsOf(value)
          return (
            rows.length === 0 ||
            rows.some((row) => row.correct === true) ||
            'Mark at least one answer as correct.'
          )
        },
      },
    ],
  }
}

function outcomesField(scoring: QuizScoring, extra: Field[]): Field {
  const threshold: Field[] =
    scoring === 'correct'
      ? [
          {
            name: 'min_correct',
            label: 'Minimum correct answers',
            type: 'number',
            required: true,
            min: 0,
            validate: validateWholeNumber(0),
            admin: { description: 'Shown from this number of right answers up.' },
          },
        ]
      : []
  return {
    name: 'outcomes',
    type: 'array',
    required: true,
    minRows: 2,
    labels: { singular: 'Outcome', plural: 'Outcomes' },
    admin: { ...rowLabel(['title', 'key'], 'Outcome'), initCollapsed: true },
    fields: [
      {
        name: 'key',
        type: 'text',
        required: true,
        admin: { description: 'Lowercase letters, digits and hyphens; answers refer to it.' },
        validate: (value: unknown) =>
          (typeof value === 'string' && KEY_PATTERN.test(value)) ||
          'Use lowercase letters, digits and single hyphens.',
      },
      ...threshold,
      { name: 'title', type: 'text', localized: true, required: true },
      { name: 'description', type: 'textarea', localized: true },
      imageField('image'),
      {
        name: 'recommended_product',
        label: 'Recommended product',
        type: 'relationship',
        relationTo: 'products',
        admin: { description: 'Optional: the bottle suggested with this outcome.' },
      },
      ...extra,
    ],
    validate: (value, options) => {
      const length = array(value, options)
      if (length !== true) return length
      const rows = rowsOf(value)
      if (rows.length === 0) return true
      const keys = rows.map((row) => row.key)
      if (new Set(keys).size !== keys.length) return 'Two outcomes share a key.'
      if (scoring === 'correct') {
        const thresholds = rows.map((row) => row.min_correct)
        if (new Set(thresholds).size !== thresholds.length)
          return 'Two outcomes share a number of right answers.'
        if (!thresholds.includes(0)) return 'One outcome must start at 0 right answers.'
      }
      return true
    },
  }
}

/**
 * A quiz collection (SPEC §2.1 `quizzcognacprofile`, `quizzjourneys`, `quiz`). One collection per
 * kind, all made here: the URL type segment is the collection, as for every other content type,
 * and each kind keeps its own scoring and recommendations. Questions, answers and outcomes are
 * shared rows (the same structure and scoring in every locale) with translated texts.
 */
export function quizCollection(options: QuizCollectionOptions): CollectionConfig {
  const { slug, labels, scoring, outcomeFields = [] } = options
  return contentCollection({
    slug,
    labels,
    group: 'Experiences',
    defaultSort: 'title',
    fields: [
      { name: 'intro', type: 'textarea', localized: true, required: true },
      imageField('cover', { required: true }),
      questionsField(scoring),
      outcomesField(scoring, outcomeFields),
      seoField(),
    ],
  })
}
