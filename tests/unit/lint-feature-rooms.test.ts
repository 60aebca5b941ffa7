import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The feature rooms' rule of eslint.config.mjs (CONTRIBUTING.md, "Feature rooms"), run through
 * ESLint's Node API on code as it would stand in a file of src/: an import into another room's
 * internals is an error, its public entry (index.ts, server.ts, schema.ts) is not, and pages,
 * blocks and globals may render a room's components/ while another room may not.
 */
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })
})

/** The messages of the rooms' rule for `code` standing at `filePath`. */
async function roomProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath })
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

const use = (specifier: string) => `import { x } from '${specifier}'\n\nexport const y = x`

// The first lint loads the whole ESLint configuration and its plugins: seconds on a busy machine.
describe('feature rooms', { timeout: 60_000 }, () => {
  it('refuses a feature reaching into another feature, by alias or by path', async () => {
    for (const specifier of ['@/control/trial/period', '../trial/period']) {
      const problems = await roomProblems('src/control/engines/example.ts', use(specifier))
      expect(problems, specifier).toEqual([
        expect.stringContaining('Import src/control/trial through its public entry'),
      ])
    }
    expect(await roomProblems('src/forms/example.ts', use('@/control/trial/period'))).toHaveLength(
      1,
    )
  })

  it('refuses a feature leaning on one that stands on it, even through its entry', async () => {
    for (const specifier of ['@/control/engines', '../engines/suspension'])
      expect(await roomProblems('src/control/trial/example.ts', use(specifier)), specifier).toEqual(
        [expect.stringContaining('src/control/engines stands on src/control/trial')],
      )
  })

  it("lets a feature use another's public entry", async () => {
    for (const specifier of ['@/control/trial', '@/control/trial/index', '@/control/trial/schema'])
      expect(
        await roomProblems('src/control/engines/example.ts', use(specifier)),
        specifier,
      ).toEqual([])
  })

  it("keeps features from rendering each other's components; pages and blocks compose them", async () => {
    const trialNotice = use('@/control/trial/components/TrialEnd')
    expect(
      await roomProblems('src/control/engines/components/Example.tsx', trialNotice),
    ).toHaveLength(1)
    expect(
      await roomProblems('src/app/(site)/[locale]/control/example/page.tsx', trialNotice),
    ).toEqual([])
    expect(
      await roomProblems(
        'src/blocks/Example/Component.tsx',
        use('@/forms/components/FormRenderer'),
      ),
    ).toEqual([])
  })

  it("refuses the pages, the job list and the config a feature's internals", async () => {
    expect(
      await roomProblems(
        'src/app/(site)/[locale]/control/example/page.tsx',
        use('@/control/engines/views'),
      ),
    ).toHaveLength(1)
    expect(
      await roomProblems('src/jobs/example.ts', use('@/forms/jobs/notifySubmission')),
    ).toHaveLength(1)
    expect(await roomProblems('payload.config.ts', use('@/control/team/collection'))).toHaveLength(
      1,
    )
  })
})
