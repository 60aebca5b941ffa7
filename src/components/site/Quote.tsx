import type { Testimonial } from '@/payload-types'

/** One customer quote with its author. */
export function Quote({
  testimonial,
  large = false,
}: {
  testimonial: Testimonial
  large?: boolean
}) {
  const who = [testimonial.role, testimonial.company].filter(Boolean).join(', ')
  return (
    <figure className={`quote${large ? ' quote--large' : ''}`}>
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <span className="quote__author">{testimonial.author}</span>
        {who ? <span className="quote__role">{who}</span> : null}
      </figcaption>
    </figure>
  )
}
