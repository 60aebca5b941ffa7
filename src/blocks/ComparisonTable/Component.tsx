import { getTranslations } from 'next-intl/server'

import { SectionIntro } from '@/components/site/SectionIntro'
import type { ComparisonTableBlock } from '@/payload-types'

import type { BlockProps } from '../types'

const symbol = (value: string) => {
  const normalized = value.trim().toLowerCase()
  if (['✓', 'yes', 'ja', 'true'].includes(normalized)) return { mark: '✓', className: 'cell--yes' }
  if (['✗', '✕', 'no', 'nein', 'false', '–', '-'].includes(normalized))
    return { mark: '–', className: 'cell--no' }
  return null
}

export async function ComparisonTableBlockComponent({
  block,
  context,
}: BlockProps<ComparisonTableBlock>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'site' })
  const columns = block.columns ?? []
  const captionId = `comparison-${block.id ?? 'table'}`
  return (
    <section className="block block--comparison">
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} />
        <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="comparison">
            <caption id={captionId}>
              {block.caption ?? block.heading ?? t('comparison.feature')}
              <span className="visually-hidden"> – {t('comparison.scrollHint')}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('comparison.feature')}</th>
                {columns.map((column, index) => (
                  <th scope="col" key={column.id ?? index}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(block.rows ?? []).map((row, rowIndex) => (
                <tr key={row.id ?? rowIndex}>
                  <th scope="row">{row.feature}</th>
                  {columns.map((column, index) => {
                    const value = row.cells?.[index]?.value ?? ''
                    const mark = symbol(value)
                    return (
                      <td key={column.id ?? index} className={mark?.className}>
                        {mark ? (
                          <>
                            <span aria-hidden="true">{mark.mark}</span>
                            <span className="visually-hidden">{value}</span>
                          </>
                        ) : (
                          value
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
