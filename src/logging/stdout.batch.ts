/**
 * The batches with lines waiting: written when the process exits. A batch is here only between
 * its first line of a turn and that turn's write, so a batch whose app closed is not held.
 */
const waiting = new Set<() => void>();
let exitListener = false;

function flushWaiting(): void {
  for (const flush of waiting) flush();
}

/**
 * Lines for stdout gathered and written once per event-loop turn. Node writes stdout to a pipe
 * or file synchronously, one system call per write: one access line per request made that call a
 * visible share of a step's CPU under load (issue 12). Order is kept; what is pending when the
 * process exits is written then, by one exit listener for every batch of the process (tests
 * start many apps in one process: one listener each went over Node's MaxListeners).
 */
export function stdoutBatch(write: (text: string) => void = (text) => process.stdout.write(text)): (line: string) => void {
  if (!exitListener) {
    process.on('exit', flushWaiting);
    exitListener = true;
  }
  let pending: string[] = [];
  const flush = () => {
    waiting.delete(flush);
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    write(text);
  };
  return (line) => {
    if (pending.length === 0) {
      setImmediate(flush);
      waiting.add(flush);
    }
    pending.push(line);
  };
}
