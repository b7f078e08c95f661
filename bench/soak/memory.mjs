// The API process's memory as Linux reports it: VmRSS (resident now) and VmHWM (the most it has
// been resident since it started), from /proc/<pid>/status, in MiB.
import { readFileSync } from 'node:fs';

const KIB_PER_MIB = 1024;

/** { rssMiB, hwmMiB } of a process, or null off Linux or once it has exited. */
export function memoryOf(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kib = (field) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    return match ? Number(match[1]) : null;
  };
  const rss = kib('VmRSS');
  const hwm = kib('VmHWM');
  if (rss === null) return null;
  const mib = (value) => (value === null ? null : Math.round((value / KIB_PER_MIB) * 10) / 10);
  return { rssMiB: mib(rss), hwmMiB: mib(hwm) };
}

/**
 * Samples the process's RSS every `intervalMs` until stop(), which returns the samples
 * ([seconds since start, MiB]), the highest one, and VmHWM at the end (which also catches a
 * peak that fell between two samples, but covers the whole life of the process).
 */
export function sampleMemory(pid, intervalMs = 250) {
  const startedAt = performance.now();
  const samples = [];
  const take = () => {
    const memory = memoryOf(pid);
    if (memory) samples.push([Math.round((performance.now() - startedAt) / 100) / 10, memory.rssMiB]);
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const peak = samples.reduce((most, [, rss]) => Math.max(most, rss), 0);
      return {
        peakRssMiB: samples.length > 0 ? peak : null,
        hwmMiB: memoryOf(pid)?.hwmMiB ?? null,
        intervalMs,
        samples,
      };
    },
  };
}
