/**
 * The access matrix: who may read, create, update and delete each collection and global of the
 * running config. One row per collection/global; each cell lists the outcome per role, in the
 * order of `actors`:
 *   all  – allowed on every row          none – refused (or sees nothing)
 *   own  – only the rows the role owns    pub  – published rows only
 */
export const actors = [
  'anonymous',
  'owner',
  'member',
  'other',
  'editor',
  'support',
  'admin',
] as const
export type Actor = (typeof actors)[number]
export type Outcome = 'all' | 'none' | 'own' | 'pub'
export type Operation = 'read' | 'create' | 'update' | 'delete'

type Cells = string // seven outcomes separated by spaces, in the order of `actors`

const row = (read: Cells, create: Cells, update: Cells, del: Cells) => ({
  read,
  create,
  update,
  delete: del,
})

//                                 anonymous owner member other editor support admin
const published = row(
  'pub pub pub pub all pub all',
  'none none none none all none all',
  'none none none none all none all',
  'none none none none all none all',
)
const publicContent = row(
  'all all all all all all all',
  'none none none none all none all',
  'none none none none all none all',
  'none none none none all none all',
)
const supportData = row(
  'none none none none none all all',
  'none none none none none all all',
  'none none none none none all all',
  'none none none none none all all',
)
const closed = row(
  'none none none none none none none',
  'none none none none none none none',
  'none none none none none none none',
  'none none none none none none none',
)
const staffOwn = row(
  'none none none none own own own',
  'none none none none all all all',
  'none none none none own own own',
  'none none none none own own own',
)

export const collectionMatrix: Record<string, Record<Operation, Cells>> = {
  pages: published,
  posts: published,
  'case-studies': published,
  'glossary-terms': published,
  'job-openings': published,
  categories: published,
  'team-members': published,
  testimonials: published,
  media: publicContent,
  forms: publicContent,
  redirects: publicContent,
  search: publicContent,
  users: row(
    'none none none none own own all',
    'none none none none none none all',
    'none none none none own own all',
    'none none none none none none all',
  ),
  // Accounts come from sign-up only; nobody creates one in a customer's name.
  customers: row(
    'none own own own none all all',
    'none none none none none none none',
    'none own own own none all all',
    'none none none none none none all',
  ),
  organisations: row(
    'none own own own none all all',
    'none all all all none none all',
    'none own none own none none all',
    'none none none none none none all',
  ),
  'engine-instances': row(
    'none own own own none all all',
    'none none none none none none all',
    'none none none none none all all',
    'none none none none none none all',
  ),
  'newsletter-subscribers': supportData,
  'form-submissions': row(
    'none none none none none all all',
    'all all all all all all all',
    'none none none none none all all',
    'none none none none none none all',
  ),
  exports: row(
    'none none none none none all all',
    'none none none none none all all',
    'none none none none none none none',
    'none none none none none all all',
  ),
  imports: row(
    'none none none none none all all',
    'none none none none none all all',
    'none none none none none none none',
    'none none none none none all all',
  ),
  locks: closed,
  // Passkeys and their challenges: only the passkeys' own operations, through the Local API.
  passkeys: closed,
  'passkey-challenges': closed,
  'account-sessions': closed,
  'account-devices': closed,
  // Two-step sign-in's secrets, recovery code hashes and pending sign-ins: its own code only.
  'two-step-factors': closed,
  // Staff read the translation status; only the server writes it (hooks, endpoints).
  'translation-states': row(
    'none none none none all all all',
    'none none none none none none none',
    'none none none none none none none',
    'none none none none none none none',
  ),
  'payload-kv': closed,
  'payload-migrations': closed,
  'provisioning-callbacks': closed,
  // Members of the organisation, support and admins read; only the server writes.
  activity: row(
    'none own own own none all all',
    'none none none none none none none',
    'none none none none none none none',
    'none none none none none none none',
  ),
  // Admins read the metadata; customers manage tokens through the control area's operations only.
  'api-tokens': row(
    'none none none none none none all',
    'none none none none none none none',
    'none none none none none none none',
    'none none none none none none none',
  ),
  // Support reads the mail jobs (the fixture is one), editors only scheduled publications.
  'payload-jobs': row(
    'none none none none none all all',
    'none none none none none none none',
    'none none none none none none none',
    'none none none none none none none',
  ),
  // Staff read every edit lock (the admin shows who is editing) but write only their own.
  'payload-locked-documents': { ...staffOwn, read: 'none none none none all all all' },
  'payload-preferences': staffOwn,
}

export const globalMatrix: Record<string, { read: Cells; update: Cells }> = {
  header: { read: 'all all all all all all all', update: 'none none none none all none all' },
  footer: { read: 'all all all all all all all', update: 'none none none none all none all' },
  'site-settings': {
    read: 'all all all all all all all',
    update: 'none none none none none none all',
  },
  // The staff policy (a second factor for every staff member): admins only.
  'staff-sign-in': {
    read: 'none none none none none none all',
    update: 'none none none none none none all',
  },
  'payload-jobs-stats': {
    read: 'none none none none none none all',
    update: 'none none none none none none none',
  },
}

/**
 * Field rules inside one row (`all`: the actor reads / may change the field's value on that row,
 * `none`: never), for the fields that guard accounts: the customer `owner`'s own account and
 * organisation `orgA`, where `owner` owns and `member` is a plain member; and the derived
 * translation status of a published page. A refused write either fails or leaves the value
 * unchanged.
 */
export const fieldMatrix: {
  collection: 'customers' | 'organisations' | 'pages'
  row: string
  field: string
  read: Cells
  write: Cells
}[] = [
  //                                                   anonymous owner member other editor support admin
  {
    collection: 'customers',
    row: 'owner',
    field: 'email',
    read: 'none all none none none all all',
    write: 'none none none none none none none',
  },
  {
    collection: 'customers',
    row: 'owner',
    field: 'password',
    read: 'none none none none none none none',
    write: 'none none none none none none none',
  },
  {
    collection: 'customers',
    row: 'owner',
    field: 'sessions',
    read: 'none none none none none none none',
    write: 'none none none none none none none',
  },
  {
    collection: 'organisations',
    row: 'orgA',
    field: 'invitations',
    read: 'none all none none none all all',
    write: 'none none none none none none all',
  },
  // The translation status is derived by the server: staff read it, nobody writes it.
  {
    collection: 'pages',
    row: 'published',
    field: 'translation',
    read: 'none none none none all all all',
    write: 'none none none none none none none',
  },
]

export function outcome(cells: Cells, actor: Actor): Outcome {
  const values = cells.split(/\s+/) as Outcome[]
  if (values.length !== actors.length)
    throw new Error(`a matrix row needs ${actors.length} outcomes: "${cells}"`)
  return values[actors.indexOf(actor)]!
}
