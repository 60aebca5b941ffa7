/** npm run email:preview: writes every e-mail in both languages to data/email-preview/ for a look. */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { dataDir, loadDotEnv, root } from '@/config/paths'
import { runOrExplain } from '@/config/startupError'
import { renderEmail, templateNames } from '@/email/render'
import { sampleData } from '@/email/samples'
import { locales } from '@/i18n/locales'

runOrExplain(async () => {
  loadDotEnv()
  const directory = path.join(dataDir, 'email-preview')
  await mkdir(directory, { recursive: true })
  for (const template of templateNames) {
    for (const locale of locales) {
      const mail = await renderEmail(template, locale, sampleData[template])
      const base = path.join(directory, `${template}.${locale}`)
      await writeFile(`${base}.html`, mail.html)
      await writeFile(`${base}.txt`, `Subject: ${mail.subject}\n\n${mail.text}\n`)
      console.log(`${path.relative(root, base)}.html  .txt  ${mail.subject}`)
    }
  }
})
