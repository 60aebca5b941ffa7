import type { Field } from 'payload'

/** Heading and introduction that open most blocks. */
export const sectionIntro = ({ headingRequired = false } = {}): Field[] => [
  { name: 'heading', type: 'text', localized: true, required: headingRequired },
  { name: 'intro', type: 'textarea', localized: true },
]
