import type { ReactNode } from 'react'

/** Label–value pairs (client and industry, location and type) as a description list. */
export function Facts({
  items,
  className = 'facts',
}: {
  items: { label: string; value: ReactNode }[]
  className?: string
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
