import type { UIFieldServerComponent } from 'payload'

import { describeUses } from '../describeUses'
import { findMediaUses } from '../usage'

/** Edit view of a media file: where it is used, with links (deleting is refused while it is). */
export const MediaUsage: UIFieldServerComponent = async ({ id, payload, i18n }) => {
  if (id === undefined) return null
  const language = i18n.language === 'de' ? 'de' : 'en'
  const uses = await findMediaUses(payload, id)
  const heading =
    language === 'de'
      ? uses.length === 0
        ? 'Diese Datei wird nirgends verwendet.'
        : `Verwendet an ${uses.length} ${uses.length === 1 ? 'Stelle' : 'Stellen'}:`
      : uses.length === 0
        ? 'This file is not used anywhere.'
        : `Used in ${uses.length} ${uses.length === 1 ? 'place' : 'places'}:`
  return (
    <div className="field-type" style={{ marginBlockEnd: '1.5rem' }}>
      <p>{heading}</p>
      {uses.length > 0 && (
        <ul>
          {uses.map((use) => (
            <li key={`${use.slug}-${use.id ?? ''}`}>
              <a href={use.href}>{describeUses([use], language)}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
