interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, after the browser has had a turn (`scheduler.yield`, else a
 * message-channel task: unlike a timer it is not clamped, and test fake timers leave it alone).
 * Work that would otherwise pile up in one long task (the calls a page's first render starts)
 * goes one piece per task.
 */
export function nextTask(): Promise<void> {
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
