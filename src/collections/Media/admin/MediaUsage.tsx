import type { UIFieldServerComponent } from 'payload'

import { adminText } from '@/admin/translations'

import { describeUses } from '../describeUses'
import { findMediaUses } from '../usage'

/** Edit view of a media file: where it is used, with links (deleting is refused while it is). */
export const MediaUsage: UIFieldServerComponent = async ({ id, payload, i18n }) => {
  if (id === undefined) return null
  const uses = await findMediaUses(payload, id)
  return (
    <div className="field-type" style={{ marginBlockEnd: '1.5rem' }}>
      <p>
        {uses.length === 0
          ? adminText(i18n, 'mediaUnused')
          : adminText(i18n, 'mediaUsedIn', { count: uses.length })}
      </p>
      {uses.length > 0 && (
        <ul>
          {uses.map((use) => (
            <li key={`${use.slug}-${use.id ?? ''}`}>
              <a href={use.href}>{describeUses([use], i18n)}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
