/**
 * Lines for stdout gathered and written once per event-loop turn. Node writes stdout to a pipe
 * or file synchronously, one system call per write: one access line per request made that call a
 * visible share of a step's CPU under load (issue 12). Order is kept; what is pending when the
 * process exits is written then.
 */
export function stdoutBatch(write: (text: string) => void = (text) => process.stdout.write(text)): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    write(text);
  };
  process.once('exit', flush);
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  };
}
