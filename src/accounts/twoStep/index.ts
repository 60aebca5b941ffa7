/**
 * Two-step sign-in of customers and staff: authenticator codes (TOTP) and recovery codes after
 * the password, and the staff policy requiring a second factor. What other features and the
 * config use.
 */
export { TwoStepFactors } from './collection'
export { staffTwoStepEndpoints } from './endpoints'
export { keepStaffFactor, StaffSignIn } from './policy'
export {
  markPasswordReset,
  requireSecondStep,
  SecondStepRequired,
  secondStepOf,
  withholdResetSession,
} from './signIn'
