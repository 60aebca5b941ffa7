import { Archive } from './Archive/config'
import { CallToAction } from './CallToAction/config'
import { Cards } from './Cards/config'
import { CaseStudyHighlights } from './CaseStudyHighlights/config'
import { CodeSample } from './CodeSample/config'
import { ComparisonTable } from './ComparisonTable/config'
import { Content } from './Content/config'
import { Faq } from './Faq/config'
import { FeatureGrid } from './FeatureGrid/config'
import { FormBlock } from './FormBlock/config'
import { Hero } from './Hero/config'
import { JobList } from './JobList/config'
import { LogoGrid } from './LogoGrid/config'
import { MediaBlock } from './MediaBlock/config'
import { PricingTiers } from './PricingTiers/config'
import { Stats } from './Stats/config'
import { Steps } from './Steps/config'
import { TeamGrid } from './TeamGrid/config'
import { TestimonialsBlock } from './Testimonials/config'

/** Every block a page layout can hold, in the order editors see them. */
export const layoutBlocks = [
  Hero,
  Content,
  MediaBlock,
  CallToAction,
  FeatureGrid,
  Cards,
  Stats,
  TestimonialsBlock,
  CaseStudyHighlights,
  LogoGrid,
  PricingTiers,
  Faq,
  ComparisonTable,
  Steps,
  CodeSample,
  TeamGrid,
  JobList,
  FormBlock,
  Archive,
]
