import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import type { Form } from '@/payload-types'

import { inputFields, isPhoneField, isUrlField, limits } from '../rules'
import type { ClientField, ClientForm } from './types'

type Root = SerializedEditorState['root']

/** The plain text of one top-level node of a Lexical document. */
const textOf = (root: Root, node: Root['children'][number]) =>
  convertLexicalToPlaintext({ data: { root: { ...root, children: [node] } } })

/** The confirmation message as plain text: the first heading is the title, paragraphs the text. */
function thankYouOf(form: Form): ClientForm['thankYou'] {
  const root = (form.confirmationMessage as SerializedEditorState | null | undefined)?.root
  if (!root?.children?.length) return undefined
  let title: string | undefined
  const text: string[] = []
  for (const node of root.children) {
    const value = textOf(root, node).trim()
    if (!value) continue
    if (node.type === 'heading' && !title) title = value
    else text.push(value)
  }
  return { title, text }
}

export function toClientForm(form: Form): ClientForm {
  const fields: ClientField[] = inputFields(form).map((field) => {
    const base = {
      name: field.name,
      blockType: field.blockType,
      label: ('label' in field && field.label) || field.name,
      required:
        field.blockType !== 'captcha' && Boolean((field as { required?: boolean | null }).required),
      width: 'width' in field ? field.width : null,
    }
    switch (field.blockType) {
      case 'email':
        return { ...base, inputType: 'email', maxLength: limits.email, autoComplete: 'email' }
      case 'textarea':
        return { ...base, maxLength: limits.textarea, defaultValue: field.defaultValue }
      case 'number':
        return { ...base, inputType: 'number', maxLength: limits.number }
      case 'select':
        return {
          ...base,
          maxLength: limits.select,
          defaultValue: field.defaultValue,
          placeholder: field.placeholder,
          options: (field.options ?? []).map(({ label, value }) => ({ label, value })),
        }
      case 'checkbox':
        return { ...base, maxLength: 5, defaultValue: field.defaultValue ? 'true' : '' }
      case 'captcha':
        return { ...base, inputType: 'text', maxLength: limits.captcha, autoComplete: 'off' }
      default:
        if (isUrlField(field))
          return { ...base, inputType: 'url', maxLength: limits.url, autoComplete: 'url' }
        if (isPhoneField(field))
          return { ...base, inputType: 'tel', maxLength: limits.phone, autoComplete: 'tel' }
        return {
          ...base,
          inputType: 'text',
          maxLength: limits.text,
          defaultValue: field.defaultValue,
          autoComplete: /^(name|fullName)$/i.test(field.name) ? 'name' : undefined,
        }
    }
  })
  const purpose = (form as Form & { purpose?: ClientForm['purpose'] }).purpose ?? 'contact'
  return {
    id: String(form.id),
    title: form.title,
    purpose,
    submitLabel: form.submitButtonLabel,
    fields,
    thankYou: thankYouOf(form),
  }
}
