import { describe, expect, it } from 'vitest'

import { shareOfCeiling } from '../../tools/bench/ceiling'
import {
  parseRssKiB,
  parseStat,
  processTree,
  totalRssMiB,
  type ProcessInfo,
} from '../../tools/bench/processTree'

describe('share of the ceiling', () => {
  it('is the product requests per second in percent of the ceiling, one decimal', () => {
    expect(shareOfCeiling(425, 3461)).toBe(12.3)
    expect(shareOfCeiling(3461, 3461)).toBe(100)
    expect(shareOfCeiling(0, 3461)).toBe(0)
  })

  it('is null when the ceiling answered nothing', () => {
    expect(shareOfCeiling(425, 0)).toBeNull()
    expect(shareOfCeiling(425, Number.NaN)).toBeNull()
  })
})

describe('memory of a process tree', () => {
  it('reads parent and process group after a name holding spaces and parentheses', () => {
    const stat = '4242 (next-server (v16) x) S 4200 4100 4100 0 -1 4194560 12345 0 0 0'
    expect(parseStat(stat)).toEqual({ ppid: 4200, pgrp: 4100 })
  })

  it('reads VmRSS in KiB and counts a process without it as 0', () => {
    expect(
      parseRssKiB('Name:\tnode\nVmPeak:\t  900000 kB\nVmRSS:\t  204800 kB\nRssAnon:\t 100 kB\n'),
    ).toBe(204800)
    expect(parseRssKiB('Name:\tnode\nState:\tZ (zombie)\n')).toBe(0)
  })

  const processes: ProcessInfo[] = [
    { pid: 1, ppid: 0, pgrp: 1, rssKiB: 10_000 },
    { pid: 100, ppid: 1, pgrp: 100, rssKiB: 51_200 }, // the app, leading its group
    { pid: 101, ppid: 100, pgrp: 100, rssKiB: 102_400 },
    { pid: 102, ppid: 101, pgrp: 102, rssKiB: 153_600 }, // a descendant in a group of its own
    { pid: 103, ppid: 1, pgrp: 100, rssKiB: 1024 }, // reparented, still in the group
    { pid: 200, ppid: 1, pgrp: 200, rssKiB: 999_999 }, // someone else
  ]

  it('takes the leader, its process group and every descendant, and nothing else', () => {
    expect(
      processTree(processes, 100)
        .map((info) => info.pid)
        .sort(),
    ).toEqual([100, 101, 102, 103])
  })

  it('sums resident memory in MiB', () => {
    expect(totalRssMiB(processTree(processes, 100))).toBe(301)
    expect(totalRssMiB([{ pid: 5, ppid: 1, pgrp: 5, rssKiB: 1536 }])).toBe(1.5)
    expect(totalRssMiB([])).toBe(0)
  })
})
