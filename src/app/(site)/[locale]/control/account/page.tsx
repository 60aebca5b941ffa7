import { getTranslations } from 'next-intl/server'

import { Passkeys } from '@/accounts/passkeys/components/Passkeys'
import { Sessions } from '@/accounts/sessions/components/Sessions'
import { TwoStepSection } from '@/accounts/twoStep/components/TwoStepSection'
import { customerTwoStep } from '@/accounts/twoStep/server'
import {
  ConfirmEmailButton,
  EmailForm,
  PasswordForm,
  ProfileForm,
} from '@/control/account/components/AccountForms'
import { DeleteAccountForm } from '@/control/account/components/DeleteAccountForm'
import { accountDataPath, accountPage } from '@/control/account/server'
import styles from '@/control/shared/components/control.module.css'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { requireCustomer } from '@/control/shared/session'
import { localeOf } from '@/email/links'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ emailToken?: string }>
}

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'account.title')

/** The customer's own account: name and language, password, e-mail, data download, deletion. */
export default async function AccountPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  const { emailToken } = await searchParams
  const token = typeof emailToken === 'string' && emailToken ? emailToken : null
  const paths = controlPaths(locale)
  const { customer } = await requireCustomer(
    locale,
    `${paths.account}${token ? `?emailToken=${encodeURIComponent(token)}` : ''}`,
  )
  const [t, { account, pendingEmail, organisations }, twoStep] = await Promise.all([
    getTranslations({ locale, namespace: 'control.account' }),
    accountPage(customer),
    customerTwoStep(customer),
  ])

  return (
    <div style={{ maxWidth: '40rem' }}>
      <h1 className={styles.title}>{t('title')}</h1>
      {token ? <ConfirmEmailButton token={token} /> : null}
      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.subtitle}>
          {t('profile.title')}
        </h2>
        <ProfileForm name={account.name} locale={localeOf(account.locale)} />
      </section>
      <section className={styles.card} aria-labelledby="email-title">
        <h2 id="email-title" className={styles.subtitle}>
          {t('email.title')}
        </h2>
        <EmailForm email={account.email} pending={pendingEmail} />
      </section>
      <section className={styles.card} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.subtitle}>
          {t('password.title')}
        </h2>
        <PasswordForm />
      </section>
      <Passkeys />
      <TwoStepSection initial={twoStep} />
      <Sessions />
      <section className={styles.card} aria-labelledby="data-title">
        <h2 id="data-title" className={styles.subtitle}>
          {t('data.title')}
        </h2>
        <p>{t('data.intro')}</p>
        <div className={styles.actions}>
          <a
            className={styles.linkButton}
            href={accountDataPath}
            download
            data-testid="download-data"
          >
            {t('data.button')}
          </a>
        </div>
      </section>
      <DeleteAccountForm organisations={organisations} afterPath={`${paths.login}?loggedOut=1`} />
    </div>
  )
}
