import { Quote } from '@/components/site/Quote'
import type { Testimonial, TestimonialsBlock } from '@/payload-types'
import { getPayloadClient } from '@/utilities/payload'

import type { BlockProps } from '../types'

export async function TestimonialsBlockComponent({
  block,
  context,
}: BlockProps<TestimonialsBlock>) {
  let testimonials = (block.testimonials ?? []).filter(
    (item): item is Testimonial => typeof item === 'object' && item !== null,
  )
  if (!block.testimonials?.length) {
    const payload = await getPayloadClient()
    testimonials = (
      await payload.find({
        collection: 'testimonials',
        locale: context.locale,
        depth: 0,
        limit: 12,
        pagination: false,
      })
    ).docs
  }
  if (!testimonials.length) return null
  return (
    <section className="block block--testimonials">
      <div className="container">
        {block.heading ? (
          <div className="section-intro">
            <h2>{block.heading}</h2>
          </div>
        ) : null}
        <div className={`grid grid--${Math.min(testimonials.length, 3)} quotes`}>
          {testimonials.map((testimonial) => (
            <Quote key={testimonial.id} testimonial={testimonial} />
          ))}
        </div>
      </div>
    </section>
  )
}
