import { readdirSync, readFileSync } from 'node:fs'

export type ProcessInfo = { pid: number; ppid: number; pgrp: number; rssKiB: number }

/** Parent and process group from /proc/<pid>/stat; the name in parentheses may hold spaces. */
export function parseStat(stat: string): { ppid: number; pgrp: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { ppid: Number(fields[1]), pgrp: Number(fields[2]) }
}

/** VmRSS in KiB from /proc/<pid>/status; 0 for a process without memory of its own (a zombie). */
export function parseRssKiB(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
  return match ? Number(match[1]) : 0
}

/**
 * The processes of a started app: its process group and every descendant of its leader, so a
 * child that moved to a group of its own is still counted.
 */
export function processTree(processes: ProcessInfo[], leader: number): ProcessInfo[] {
  const members = new Set(
    processes.filter((info) => info.pgrp === leader || info.pid === leader).map((info) => info.pid),
  )
  let grown = true
  while (grown) {
    grown = false
    for (const info of processes) {
      if (!members.has(info.pid) && members.has(info.ppid)) {
        members.add(info.pid)
        grown = true
      }
    }
  }
  return processes.filter((info) => members.has(info.pid))
}

export function totalRssMiB(processes: ProcessInfo[]): number {
  return Math.round((processes.reduce((sum, info) => sum + info.rssKiB, 0) / 1024) * 10) / 10
}

/** Every process this user can read in /proc; ones that end while being read are skipped. */
export function listProcesses(): ProcessInfo[] {
  const processes: ProcessInfo[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const { ppid, pgrp } = parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'))
      processes.push({
        pid: Number(entry),
        ppid,
        pgrp,
        rssKiB: parseRssKiB(readFileSync(`/proc/${entry}/status`, 'utf8')),
      })
    } catch {
      // gone meanwhile
    }
  }
  return processes
}

/** Resident memory of the app led by `leader` (its process group and descendants), in MiB. */
export function appMemory(leader: number): { memoryMiB: number; processes: number } {
  const tree = processTree(listProcesses(), leader)
  return { memoryMiB: totalRssMiB(tree), processes: tree.length }
}
