/**
 * At the end of a run, where its time went (docs/testing.md, "Where the browser tests' time goes"): the files by
 * their summed test time and the slowest tests, so that every CI log says which tests to make cheaper next.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 12;

export default class TimeReporter implements Reporter {
  private readonly tests: { file: string; title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.split(/[\\/]tests[\\/]/).pop() ?? test.location.file;
    this.tests.push({ file, title: test.title, ms: result.duration });
  }

  onEnd(result: FullResult): void {
    const byFile = new Map<string, { ms: number; count: number }>();
    for (const { file, ms } of this.tests) {
      const entry = byFile.get(file) ?? { ms: 0, count: 0 };
      byFile.set(file, { ms: entry.ms + ms, count: entry.count + 1 });
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const total = this.tests.reduce((sum, t) => sum + t.ms, 0);
    const lines = [
      `\nWhere the time went: ${this.tests.length} tests, ${seconds(total)} of test time in ${seconds(result.duration)}`,
      'files by test time:',
      ...[...byFile]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, SHOWN)
        .map(([file, { ms, count }]) => `  ${seconds(ms).padStart(8)}  ${file} (${count})`),
      'slowest tests:',
      ...[...this.tests]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, SHOWN)
        .map((t) => `  ${seconds(t.ms).padStart(8)}  ${t.file} › ${t.title}`),
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
