import styles from '@/control/shared/components/control.module.css'

/**
 * The "Demo" mark of engines the simulated provisioner runs (PROVISIONER=simulated): the short
 * word on screen, the explanation for screen readers and as the pointer's tooltip. Takes its words
 * from the caller, so that server and client components both render it.
 */
export function DemoMark({ label, explanation }: { label: string; explanation: string }) {
  return (
    <span className={styles.badge} data-testid="demo-mark" title={explanation}>
      {label}
      <span className="visually-hidden">: {explanation}</span>
    </span>
  )
}
