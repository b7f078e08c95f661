// The phone profile of issue 29, used wherever a bench times a page as a phone sees it
// (bench:first-press, bench:insights): Chrome DevTools' "slow 4G" figures, per request, and the
// CPU slowed 4×, on a 412 × 915 screen.
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 412, height: 915 };
