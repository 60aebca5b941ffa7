import { SectionIntro } from '@/components/site/SectionIntro'
import type { StepsBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function StepsBlockComponent({ block }: BlockProps<StepsBlock>) {
  return (
    <section className="block block--steps">
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} />
        <ol className="steps">
          {(block.steps ?? []).map((step, index) => (
            <li className="step" key={step.id ?? index}>
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                {step.text ? <p>{step.text}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
