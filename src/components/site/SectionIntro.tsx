/** Heading and introduction that open a block. */
export function SectionIntro({
  heading,
  intro,
  id,
  centered = false,
}: {
  heading?: string | null
  intro?: string | null
  id?: string
  centered?: boolean
}) {
  if (!heading && !intro) return null
  return (
    <div className={`section-intro${centered ? ' section-intro--centered' : ''}`}>
      {heading ? <h2 id={id}>{heading}</h2> : null}
      {intro ? <p className="lead">{intro}</p> : null}
    </div>
  )
}
