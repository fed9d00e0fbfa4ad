import type { Language } from '../../../src/i18n/locales'
import { en } from './en/form-words'
import { es } from './es/form-words'
import { fr } from './fr/form-words'
import { pl } from './pl/form-words'
import { ru } from './ru/form-words'
import { vi } from './vi/form-words'
import { zh } from './zh/form-words'

/** The labels and messages of the forms in one language. */
export interface FormWords {
  firstName: string
  lastName: string
  fullName: string
  email: string
  phone: string
  country: string
  dob: string
  message: string
  subject: string
  subjects: [string, string, string, string]
  company: string
  businessType: string
  businessTypes: [string, string, string, string]
  volume: string
  volumes: [string, string, string]
  city: string
  guests: string
  consent: string
  newsletterTitle: string
  newsletterSuccess: string
  contactTitle: string
  contactSubmit: string
  contactSuccess: string
  qualificationTitle: string
  qualificationSubmit: string
  qualificationSuccess: string
  enquiryTitle: string
  enquirySuccess: string
  eventTitle: string
  eventSubmit: string
  eventSuccess: string
  send: string
  cardTitle: string
  cardSuccess: string
  cardSubmit: string
  recipientName: string
  senderName: string
  cardWords: string
}

export const FORM_WORDS: Record<Language, FormWords> = { en, fr, es, pl, zh, vi, ru }
