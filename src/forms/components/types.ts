/** The serializable description of a form the server hands to the client components. */
export type ClientField = {
  name: string
  blockType: 'text' | 'email' | 'textarea' | 'number' | 'select' | 'checkbox' | 'captcha'
  label: string
  required: boolean
  width?: number | null
  defaultValue?: string | null
  placeholder?: string | null
  options?: { label: string; value: string }[]
  inputType?: 'text' | 'email' | 'tel' | 'url' | 'number'
  maxLength: number
  autoComplete?: string
}

export type ClientForm = {
  id: string
  title: string
  purpose: 'contact' | 'audit' | 'newsletter' | 'offer'
  submitLabel?: string | null
  fields: ClientField[]
  thankYou?: { title?: string; text?: string[] }
}

export type ContactLinks = { email: string; phone: string }
