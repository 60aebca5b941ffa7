import type { Testimonial } from '@/payload-types'

import { Media } from './Media'

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
        {testimonial.logo && typeof testimonial.logo === 'object' ? (
          // The company is named in the caption: the logo adds nothing for a screen reader.
          <Media media={{ ...testimonial.logo, alt: '' }} sizes="120px" className="quote__logo" />
        ) : null}
        <span className="quote__author">{testimonial.author}</span>
        {who ? <span className="quote__role">{who}</span> : null}
      </figcaption>
    </figure>
  )
}
