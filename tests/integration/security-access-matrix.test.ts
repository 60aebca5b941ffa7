import { runMatrix } from '../helpers/access-matrix/run'

/** Access matrix, part 1: content, navigation and settings (see tests/helpers/access-matrix/table.ts). */
runMatrix({
  slugs: [
    'pages',
    'posts',
    'case-studies',
    'glossary-terms',
    'job-openings',
    'categories',
    'team-members',
    'testimonials',
    'media',
    'forms',
    'redirects',
    'search',
    'users',
  ],
  globals: ['header', 'footer', 'site-settings', 'staff-sign-in', 'payload-jobs-stats'],
  checkCoverage: true,
})
