import { Quote } from '@/components/site/Quote'
import { listTestimonials } from '@/data/listed'
import type { Testimonial, TestimonialsBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export async function TestimonialsBlockComponent({
  block,
  context,
}: BlockProps<TestimonialsBlock>) {
  let testimonials = (block.testimonials ?? []).filter(
    (item): item is Testimonial => typeof item === 'object' && item !== null,
  )
  if (!block.testimonials?.length) testimonials = await listTestimonials(context.locale)
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
