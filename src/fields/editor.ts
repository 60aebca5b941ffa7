import { lexicalEditor } from '@payloadcms/richtext-lexical'

export const editorConfig = lexicalEditor()
