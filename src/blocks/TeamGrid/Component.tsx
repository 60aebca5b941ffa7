import { getTranslations } from 'next-intl/server'

import { Media } from '@/components/site/Media'
import { SectionIntro } from '@/components/site/SectionIntro'
import { listTeamMembers } from '@/data/listed'
import type { TeamGridBlock, TeamMember } from '@/payload-types'

import type { BlockProps } from '../types'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

export async function TeamGridBlockComponent({ block, context }: BlockProps<TeamGridBlock>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'site' })
  let members = (block.members ?? []).filter(
    (item): item is TeamMember => typeof item === 'object' && item !== null,
  )
  if (!block.members?.length) members = await listTeamMembers(context.locale)
  return (
    <section className="block block--team">
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} />
        {members.length ? (
          <ul className="grid grid--3 team">
            {members.map((member) => (
              <li className="member" key={member.id}>
                <div className="member__photo">
                  {member.photo && typeof member.photo === 'object' ? (
                    <Media media={member.photo} sizes="72px" />
                  ) : (
                    <span aria-hidden="true">{initials(member.name)}</span>
                  )}
                </div>
                <h3 className="member__name">{member.name}</h3>
                <p className="member__role">{member.role}</p>
                <p className="member__bio">{member.bio}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('team.empty')}</p>
        )}
      </div>
    </section>
  )
}
