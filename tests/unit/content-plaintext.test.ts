import { describe, expect, it } from 'vitest'

import { richTextToPlain } from '@/components/site/RichText'
import { toClientForm } from '@/forms/components/toClientForm'
import type { Form } from '@/payload-types'

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})
const block = (type: string, children: object[], extra: object = {}) => ({
  type,
  version: 1,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  children,
  ...extra,
})
const doc = (...children: object[]) => ({
  root: block('root', children) as NonNullable<Form['confirmationMessage']>['root'],
})

describe('plain text of Lexical rich text', () => {
  it('keeps the words of headings, paragraphs and list items apart', () => {
    const plain = richTextToPlain(
      doc(
        block('heading', [text('Title')], { tag: 'h2' }),
        block('paragraph', [text('First '), text('paragraph.')]),
        block('list', [block('listitem', [text('one')]), block('listitem', [text('two')])], {
          listType: 'bullet',
          tag: 'ul',
        }),
      ),
    )
    expect(plain.split(/\s+/)).toEqual(['Title', 'First', 'paragraph.', 'one', 'two'])
  })

  it('is empty for an empty document or none', () => {
    expect(richTextToPlain(doc(block('paragraph', [])))).toBe('')
    expect(richTextToPlain(null)).toBe('')
  })

  it('makes the first heading of a form confirmation its title and paragraphs its text', () => {
    const form = {
      id: 1,
      title: 'Contact',
      fields: [],
      confirmationMessage: doc(
        block('heading', [text('Thank you')], { tag: 'h2' }),
        block('paragraph', [text('We will '), text('answer soon.')]),
        block('paragraph', []),
        block('paragraph', [text('Bye.')]),
      ),
    } as unknown as Form
    expect(toClientForm(form).thankYou).toEqual({
      title: 'Thank you',
      text: ['We will answer soon.', 'Bye.'],
    })
  })
})
