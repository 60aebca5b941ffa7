import { describe, expect, it } from 'vitest'
import js2xliff from 'xliff/js2xliff'

import { importLimits, readXliff, RefusedFile } from '@/translation/xliffReader'

const header =
  '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="de-CH" trgLang="en">'
const unit = (id: string, source: string, target = '') =>
  `<unit id="${id}"><segment><source>${source}</source><target>${target}</target></segment></unit>`
const file = (id: string, ...units: string[]) => `<file id="${id}">${units.join('')}</file>`
const xliff = (...files: string[]) => `${header}${files.join('')}</xliff>`

/** The refusal's message key and values, or 'read' when the file was read. */
async function outcome(xml: string) {
  try {
    await readXliff(xml)
    return 'read'
  } catch (error) {
    if (error instanceof RefusedFile) return { key: error.key, ...error.values }
    throw error
  }
}

const exported = {
  sourceLanguage: 'de-CH',
  targetLanguage: 'en',
  resources: {
    'posts:12': {
      title: { source: 'Neue Zahlungen', target: 'New payments', note: 'Titel' },
      'content:0': {
        source: [
          'Die Engine ist ',
          { GenericSpan: { id: 't1', type: 'fmt', contents: 'schnell' } },
          ' und ',
          { GenericSpan: { id: 'l3', type: 'link', contents: ['gut dokumentiert'] } },
          '.',
        ],
        target: [
          'The engine is ',
          { GenericSpan: { id: 't1', type: 'fmt', contents: 'fast' } },
          ' and ',
          { GenericSpan: { id: 'l3', type: 'link', contents: ['well documented'] } },
          '.',
        ],
        note: 'Inhalt',
      },
    },
    'global:footer': { copyright: { source: '© Unbound', target: '', note: 'Copyright' } },
  },
}

describe('readXliff: the units of an export', () => {
  it.each([
    ['written compactly', ''],
    ['indented by the xliff package', '  '],
  ])('reads documents, units and inline codes of a file %s', async (_how, indent) => {
    const read = await readXliff(await js2xliff(exported as never, { indent }))
    expect(read.sourceLanguage).toBe('de-CH')
    expect(read.targetLanguage).toBe('en')
    expect([...read.documents.keys()]).toEqual(['posts:12', 'global:footer'])
    const post = read.documents.get('posts:12')!
    expect(post.get('title')).toEqual({ source: ['Neue Zahlungen'], target: ['New payments'] })
    expect(post.get('content:0')).toEqual({
      source: [
        'Die Engine ist ',
        { pc: { id: 't1', contents: ['schnell'] } },
        ' und ',
        { pc: { id: 'l3', contents: ['gut dokumentiert'] } },
        '.',
      ],
      target: [
        'The engine is ',
        { pc: { id: 't1', contents: ['fast'] } },
        ' and ',
        { pc: { id: 'l3', contents: ['well documented'] } },
        '.',
      ],
    })
    // Not translated yet: no target.
    expect(read.documents.get('global:footer')!.get('copyright')!.target).toEqual([])
  })

  it('joins the segments of a unit; a unit with an untranslated segment has no target', async () => {
    const read = await readXliff(
      xliff(
        file(
          'pages:1',
          '<unit id="title"><segment><source>Eins.</source><target>One.</target></segment><ignorable><source> </source></ignorable><segment><source>Zwei &amp; drei.</source><target><![CDATA[Two & three.]]></target></segment></unit>',
          '<unit id="lead"><segment><source>Eins.</source><target>One.</target></segment><segment><source>Zwei.</source><target/></segment></unit>',
        ),
      ),
    )
    const units = read.documents.get('pages:1')!
    expect(units.get('title')).toEqual({
      source: ['Eins. Zwei & drei.'],
      target: ['One. Two & three.'],
    })
    expect(units.get('lead')).toEqual({ source: ['Eins.Zwei.'], target: [] })
  })

  it('keeps ids that are names of object properties as plain keys', async () => {
    const ids = ['__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'constructor']
    const read = await readXliff(xliff(...ids.map((id) => file(id, ...ids.map((u) => unit(u, u))))))
    expect([...read.documents.keys()]).toEqual(ids)
    expect([...read.documents.get('__proto__')!.keys()]).toEqual(ids)
    expect(read.documents.get('toString')!.get('constructor')!.source).toEqual(['constructor'])
  })

  it('lets other tasks run while it reads a large file', async () => {
    const large = xliff(
      file('pages:1', ...Array.from({ length: 5000 }, (_, i) => unit(`u${i}`, 'Text', 'Text'))),
    )
    let otherTaskRan = false
    setImmediate(() => {
      otherTaskRan = true
    })
    const reading = readXliff(large)
    await reading
    expect(otherTaskRan).toBe(true)
    expect((await reading).documents.get('pages:1')!.size).toBe(5000)
  })
})

describe('readXliff: strict, and within limits', () => {
  const whole = xliff(file('pages:1', unit('title', 'Preise', 'Prices'), unit('slug', 'a', 'b')))

  it('refuses every cut-off copy of a file', async () => {
    expect(await outcome(whole)).toBe('read')
    for (let length = 1; length < whole.length; length += 1) {
      const result = await outcome(whole.slice(0, length))
      expect(result, whole.slice(0, length)).not.toBe('read')
    }
    expect(await outcome(whole.slice(0, whole.lastIndexOf('Prices') + 3))).toEqual({
      key: 'cutOff',
    })
  })

  it('refuses XML that is not well-formed, naming the line and column', async () => {
    expect(await outcome(whole.replace('</segment>', '\n</segmnt>'))).toEqual({
      key: 'notWellFormed',
      line: 2,
      column: 10,
    })
    for (const body of [
      `${whole}trailing text`,
      whole.replace('Prices', 'Prices &nbsp;'),
      whole.replace('Prices', 'Prices <'),
      'not xml at all',
    ])
      expect(await outcome(body), body).toMatchObject({ key: 'notWellFormed' })
  })

  it('refuses what no export writes: another root, a second root, a DOCTYPE, repeated ids', async () => {
    for (const [body, reason] of [
      ['<xliff version="1.2"></xliff>', '<xliff>'],
      ['<html></html>', '<html>'],
      ['  ', '<xliff>'],
      [`${whole}<xliff/>`, '<xliff>'],
      [`<!DOCTYPE xliff>${whole}`, '<!DOCTYPE>'],
      [xliff(file('pages:1'), file('pages:1')), '<file id="pages:1">'],
      [xliff(file('pages:1', unit('title', 'a'), unit('title', 'b'))), '<unit id="title">'],
      [xliff(file('pages:1', '<group id="g"></group>')), '<group>'],
      [xliff(file('pages:1', unit('title', '<b>a</b>'))), '<b>'],
    ])
      expect(await outcome(body), body).toEqual({ key: 'invalidFile', reason })
  })

  it('refuses a file beyond its limits', async () => {
    expect(await outcome(`${header}${'<a>'.repeat(1_000_000)}`)).toEqual({
      key: 'tooDeep',
      limit: importLimits.depth,
    })
    expect(await outcome(xliff(`<x>${'<y/>'.repeat(importLimits.elements)}</x>`))).toEqual({
      key: 'tooManyElements',
      limit: importLimits.elements,
    })
    expect(
      await outcome(
        xliff(file('pages:1', unit('title', 'a'.repeat(importLimits.textLength / 2 + 1), 'b'))),
      ),
    ).toBe('read')
    expect(
      await outcome(
        xliff(
          file(
            'pages:1',
            unit('title', `<pc id="1">${'a'.repeat(importLimits.textLength)}</pc>b`, 'b'),
          ),
        ),
      ),
    ).toEqual({ key: 'textTooLong', limit: importLimits.textLength })
    expect(
      await outcome(
        xliff(...Array.from({ length: importLimits.documents + 1 }, (_, i) => file(`pages:${i}`))),
      ),
    ).toEqual({ key: 'tooManyDocuments', limit: importLimits.documents })
  })
})
