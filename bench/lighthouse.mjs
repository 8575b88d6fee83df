// Lighthouse's default mobile run (simulated slow 4G, mid-range phone) in the Chromium the tests use; median of runs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function once(url) {
  const chrome = await chromeLauncher.launch({ chromePath: await chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id) => lhr.audits[id]?.numericValue ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: +value('cumulative-layout-shift').toFixed(3),
      // Lighthouse's own measure of this machine's CPU (higher is faster): it simulates the phone from what it observes
      // here, so the same page scores lower on a slower host.
      hostIndex: Math.round(lhr.environment.benchmarkIndex),
      failure: lhr.runtimeError?.code,
    };
  } finally {
    await chrome.kill();
  }
}

/** A run whose trace Lighthouse could not read (now and then `NO_NAVSTART`) is no measurement: it is run again. */
const TRIES_PER_RUN = 3;

async function measured(url) {
  let result;
  for (let attempt = 0; attempt < TRIES_PER_RUN && (!result || result.failure); attempt += 1) result = await once(url);
  const { failure, ...figures } = result;
  // Still failing, it stands as before: scored 0, so the budget shows it as not met.
  if (failure) console.warn(`Lighthouse could not measure ${url} in ${TRIES_PER_RUN} tries: ${failure}`);
  return figures;
}

export async function lighthouseMedian(url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measured(url));
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
}
