/**
 * Prints how long the reliability suite (test/reliability/) took, file by file, so its share of
 * `npm test` stays in sight (the budget is 4 minutes on a 2-core machine).
 */
export default class ReliabilityTimeReporter {
  files = [];

  onTestResult(test, result) {
    if (/[\\/]test[\\/]reliability[\\/]/.test(test.path)) {
      this.files.push({ name: test.path.replace(/^.*[\\/]test[\\/]reliability[\\/]/, ''), start: result.perfStats.start, end: result.perfStats.end });
    }
  }

  onRunComplete() {
    if (this.files.length === 0) return;
    const sum = this.files.reduce((s, f) => s + (f.end - f.start), 0);
    const span = Math.max(...this.files.map((f) => f.end)) - Math.min(...this.files.map((f) => f.start));
    const lines = this.files.map((f) => `  ${f.name}: ${((f.end - f.start) / 1000).toFixed(1)} s`);
    console.log(
      `\nreliability suite: ${this.files.length} files, ${(sum / 1000).toFixed(1)} s of test time, ` +
        `${(span / 1000).toFixed(1)} s from first start to last end (budget 240 s)\n${lines.join('\n')}\n`,
    );
  }
}
