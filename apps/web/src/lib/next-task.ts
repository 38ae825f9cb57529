interface TaskScheduler {
  yield?: () => Promise<void>;
}

/** One turn of the browser: `scheduler.yield`, else a message-channel task (unlike a timer not clamped, and test fake timers leave it alone). */
function browserTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const waiting: (() => void)[] = [];
let pumping = false;

/** Lets the waiting callers go one per task, in order; each next turn is asked for from the task before. */
async function pump() {
  pumping = true;
  while (waiting.length > 0) {
    await browserTurn();
    waiting.shift()?.();
  }
  pumping = false;
}

/**
 * Resolves in a task of its own, after the browser has had a turn. Work that would otherwise pile
 * up in one long task (the calls a page's first render starts) goes one piece per task.
 *
 * The callers queue for one pump rather than each asking the browser for a turn: a page's first
 * render starts a dozen calls in one task, and each `scheduler.yield` is a trip into the browser
 * that a trace records with its stack (a tenth of that task in Lighthouse's trace, bench/README
 * thirteenth round). Now that task asks once, and each next turn is asked for by the task before.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) void pump();
  });
}
