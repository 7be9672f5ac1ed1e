// Every call into a browser driver gets a deadline: a driver that hangs (a WebKit session that never
// starts, a Firefox that stopped answering) fails the test with what it was doing, instead of holding
// the run until the test runner's own timeout, or for ever.

export const DRIVER_CALL_MS = 30_000;

export class DriverTimeout extends Error {}

/** `promise`, or a DriverTimeout naming `what` after `ms`. */
export async function deadline<T>(what: string, promise: Promise<T>, ms = DRIVER_CALL_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DriverTimeout(`${what}: no answer from the browser driver in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
