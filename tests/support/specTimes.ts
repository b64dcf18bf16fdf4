/**
 * A Playwright reporter that ends the run with where the time went: each
 * spec file's tests, their summed duration (retries included) and its share,
 * longest first. Workers run in parallel, so the sum exceeds the wall time.
 */
import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {relative} from 'node:path';

export default class SpecTimes implements Reporter {
  private readonly bySpec = new Map<string, {tests: number; ms: number}>();
  private started = Date.now();

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const spec = relative(process.cwd(), test.location.file);
    const entry = this.bySpec.get(spec) ?? {tests: 0, ms: 0};
    entry.tests += result.retry === 0 ? 1 : 0;
    entry.ms += result.duration;
    this.bySpec.set(spec, entry);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.bySpec].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, {ms}]) => sum + ms, 0);
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
    const lines = [
      '',
      `Time per spec (${result.status}; wall ${seconds(Date.now() - this.started).trim()} s, tests ${seconds(total).trim()} s):`,
      '     s  share  tests  spec',
      ...rows.map(
        ([spec, {tests, ms}]) =>
          `${seconds(ms)}  ${`${Math.round((100 * ms) / Math.max(total, 1))}%`.padStart(5)}  ${String(tests).padStart(5)}  ${spec}`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
