import type { Block, Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Fields Payload itself adds; their labels come from Payload's own translations (or they never show).
 */
const payloadFields: Record<string, string> = {
  id: 'document id, added by Payload',
  createdAt: 'timestamp added by Payload, labelled with its own translations',
  updatedAt: 'timestamp added by Payload, labelled with its own translations',
  email: 'auth field added by Payload (auth collections)',
  password: 'auth field added by Payload (auth collections)',
  _verified: 'auth field added by Payload (verify)',
  _status: 'draft/published status added by Payload (versions)',
  blockName:
    'optional block name Payload adds to every block, labelled with its own translations in the admin',
}

type Problem = string

/** Admin strings must be { en, de } objects (or a Payload label function); German never contains "ß". */
function check(where: string, value: unknown, problems: Problem[]): void {
  if (value === undefined || value === false || typeof value === 'function') return
  if (typeof value === 'string') {
    problems.push(`${where}: plain string ${JSON.stringify(value)}`)
    return
  }
  if (typeof value !== 'object' || value === null) return
  const record = value as Record<string, unknown>
  if (typeof record.en !== 'string' || typeof record.de !== 'string') {
    problems.push(`${where}: needs both en and de, got ${JSON.stringify(value)}`)
    return
  }
  if (record.de.includes('ß'))
    problems.push(`${where}: German uses "ß": ${JSON.stringify(record.de)}`)
}

function isHidden(field: Field): boolean {
  const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
  return (
    ('hidden' in field && field.hidden === true) ||
    admin?.hidden === true ||
    admin?.disabled === true
  )
}

function walkBlock(where: string, block: Block, problems: Problem[], seen: Set<Block>): void {
  if (seen.has(block)) return
  seen.add(block)
  const at = `${where} block ${block.slug}`
  check(`${at} labels.singular`, block.labels?.singular, problems)
  check(`${at} labels.plural`, block.labels?.plural, problems)
  walkFields(at, block.fields, problems, seen)
}

function walkFields(where: string, fields: Field[], problems: Problem[], seen: Set<Block>): void {
  for (const field of fields) {
    if (isHidden(field)) continue
    const named = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    const at = `${where} > ${named ?? field.type}`
    if (named && !(named in payloadFields)) {
      const label = 'label' in field ? field.label : undefined
      if (label === undefined) problems.push(`${at}: no label`)
      else check(`${at} label`, label, problems)
    } else if (!named && 'label' in field) {
      check(`${at} label`, field.label, problems)
    }
    const admin = field.admin as { description?: unknown } | undefined
    if (admin && typeof admin.description !== 'function')
      check(`${at} description`, admin.description, problems)
    if ((field.type === 'select' || field.type === 'radio') && !(named && named in payloadFields)) {
      for (const option of field.options) {
        if (typeof option === 'string') problems.push(`${at} option ${option}: no label`)
        else check(`${at} option ${option.value}`, option.label, problems)
      }
    }
    if (field.type === 'array') {
      check(`${at} labels.singular`, field.labels?.singular, problems)
      check(`${at} labels.plural`, field.labels?.plural, problems)
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabAt = `${at} tab ${'name' in tab ? tab.name : ''}`
        check(`${tabAt} label`, tab.label, problems)
        check(
          `${tabAt} description`,
          typeof tab.description === 'function' ? undefined : tab.description,
          problems,
        )
        walkFields(tabAt, tab.fields, problems, seen)
      }
    }
    if (field.type === 'blocks') {
      const blocks = [...(field.blocks ?? [])]
      for (const block of blocks) walkBlock(at, block, problems, seen)
    }
    if ('fields' in field && Array.isArray(field.fields))
      walkFields(at, field.fields, problems, seen)
  }
}

let config: SanitizedConfig

beforeAll(async () => {
  config = await (await import('@payload-config')).default
})

describe('admin: every label, group, description and option is in English and German', () => {
  it('labels collections, their groups and fields in both languages', () => {
    const problems: Problem[] = []
    const seen = new Set<Block>()
    for (const collection of config.collections) {
      if (collection.slug.startsWith('payload-')) continue
      const at = `collection ${collection.slug}`
      check(`${at} labels.singular`, collection.labels.singular, problems)
      check(`${at} labels.plural`, collection.labels.plural, problems)
      check(`${at} group`, collection.admin.group, problems)
      check(
        `${at} description`,
        typeof collection.admin.description === 'function'
          ? undefined
          : collection.admin.description,
        problems,
      )
      walkFields(at, collection.fields, problems, seen)
    }
    for (const block of config.blocks ?? []) walkBlock('config', block, problems, seen)
    expect(problems).toEqual([])
  })

  it('labels globals, their groups and fields in both languages', () => {
    const problems: Problem[] = []
    const seen = new Set<Block>()
    for (const global of config.globals) {
      if (global.slug.startsWith('payload-')) continue
      const at = `global ${global.slug}`
      check(`${at} label`, global.label, problems)
      check(`${at} group`, global.admin.group, problems)
      check(
        `${at} description`,
        typeof global.admin.description === 'function' ? undefined : global.admin.description,
        problems,
      )
      walkFields(at, global.fields, problems, seen)
    }
    expect(problems).toEqual([])
  })

  it('catches a plain label and a German "ß"', () => {
    const problems: Problem[] = []
    walkFields(
      'probe',
      [
        { name: 'title', type: 'text' },
        { name: 'street', type: 'text', label: { en: 'Street', de: 'Straße' } },
        {
          name: 'kind',
          type: 'select',
          label: { en: 'Kind', de: 'Art' },
          options: [{ label: 'Plain', value: 'plain' }],
        },
      ],
      problems,
      new Set(),
    )
    expect(problems).toHaveLength(3)
  })
})
