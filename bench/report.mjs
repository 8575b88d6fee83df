// bench/report.md: the figures, each beside its in-run baseline, and the budgets checked against them.

import { renderSoak, SOAK_GROWTH_BUDGET } from './soak.mjs';

const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`;
const yes = (holds) => (holds ? 'yes' : '**no**');

function loadTable(rows) {
  const lines = [
    '| what | shop req/s | p50 / p97.5 / p99 ms | baseline req/s | shop ÷ baseline |',
    '|---|---|---|---|---|',
  ];
  for (const [name, figure] of rows) {
    const { shop, baseline, ratio } = figure;
    lines.push(
      `| ${name} | ${shop.rps} | ${shop.p50} / ${shop.p97_5} / ${shop.p99} | ${baseline.rps} | ${pct(ratio)} |`,
    );
  }
  return lines.join('\n');
}

/** Each budget of the issue, with the figure that decides it. */
export function budgets(report) {
  const checks = [];
  for (const [kind, figures] of Object.entries(report.databases)) {
    const listing = figures.api['GET /api/products?page=0&size=20'].c10;
    const search = figures.uncached.c1['GET /api/products?category=Earrings&q=pearl&page=0&size=20'];
    checks.push([
      `${kind}: product listing ≥ 50 % of baseline at 10 connections`,
      pct(listing.ratio),
      listing.ratio >= 0.5,
    ]);
    checks.push([`${kind}: product listing p99 ≤ 5 ms`, `${listing.shop.p99} ms`, listing.shop.p99 <= 5]);
    checks.push([`${kind}: title search p99 ≤ 20 ms, uncached, one at a time`, `${search.p99} ms`, search.p99 <= 20]);
    for (const [what, name] of [
      ['listing', 'GET /api/products?page=0&size=20'],
      ['title search', 'GET /api/products?category=Earrings&q=pearl&page=0&size=20'],
    ]) {
      const shop = figures.uncached.c10[name].rps;
      const bare = figures.uncached.baseline.c10[name].rps;
      checks.push([
        `${kind}: uncached ${what} ≥ 60 % of a bare route on the same driver, 10 connections`,
        `${pct(shop / bare)} (${shop} against ${bare} req/s)`,
        shop / bare >= 0.6,
      ]);
    }
    for (const [page, figure] of Object.entries(figures.pages)) {
      checks.push([
        `${kind}: ${page} anonymous ≥ 20 % of baseline`,
        pct(figure.anonymous.ratio),
        figure.anonymous.ratio >= 0.2,
      ]);
      checks.push([
        `${kind}: ${page} signed in ≥ 500 req/s`,
        `${figure.signedIn.shop.rps} req/s`,
        figure.signedIn.shop.rps >= 500,
      ]);
    }
    const { orders } = figures;
    checks.push([
      `${kind}: 20 buyers' orders ≥ 40 % of a bare loop of the same statements`,
      `${pct(orders.ratio)} (${orders.ordersPerSecond} against ${orders.baseline.ordersPerSecond} orders/s)`,
      orders.ratio >= 0.4,
    ]);
    checks.push([
      `${kind}: no oversold or lost orders`,
      `${figures.orders.oversold} oversold, ${figures.orders.missing} lost`,
      figures.orders.oversold === 0 && figures.orders.missing === 0,
    ]);
    if (figures.soak) {
      const { soak } = figures;
      checks.push([
        `${kind}: soak of ${Math.round(soak.seconds / 60)} min, 0 errors and memory growth < ${SOAK_GROWTH_BUDGET * 100} %`,
        `${soak.reads.errors + soak.orders.errors} errors, ${(soak.memory.growth * 100).toFixed(1)} %`,
        soak.holds,
      ]);
    }
  }
  const pg = report.databases.postgres;
  checks.push(['postgres: RSS ≤ 250 MB after the load', `${pg.memory.afterLoadMb} MB`, pg.memory.afterLoadMb <= 250]);
  checks.push([
    'postgres: a write through one process is read through the other',
    String(pg.twoProcesses.writeSeenBySecond),
    pg.twoProcesses.writeSeenBySecond,
  ]);
  for (const [page, scores] of Object.entries(report.databases.pglite.lighthouse)) {
    checks.push([
      `Lighthouse ${page}: performance ≥ 98, LCP ≤ 1,800 ms`,
      `${scores.performance}, ${scores.lcpMs} ms`,
      scores.performance >= 98 && scores.lcpMs <= 1800,
    ]);
    const rest = [scores.accessibility, scores.bestPractices, scores.seo];
    checks.push([
      `Lighthouse ${page}: accessibility, best practices, SEO 100`,
      rest.join(' / '),
      rest.every((score) => score === 100),
    ]);
  }
  const storefront = Object.keys(report.databases.pglite.pages);
  for (const row of report.databases.pglite.pageWeight) {
    checks.push([
      `${row.path}: the shop's own JS before interactive ≤ 20 KB, all of it ≤ 110 KB, CSS ≤ 20 KB`,
      `${row.shopJsKb} KB, ${row.jsKb} KB with the framework, ${row.cssKb} KB CSS`,
      row.shopJsKb <= 20 && row.jsKb <= 110 && row.cssKb <= 20,
    ]);
    if (storefront.includes(row.path)) {
      checks.push([
        `${row.path}: no dashboard or Stripe code`,
        String(row.dashboardOrStripe),
        row.dashboardOrStripe === 0,
      ]);
    }
  }
  return checks;
}

export function renderReport(report) {
  const out = [
    `# Alankar bench${report.quick ? ' (quick: proves the harness, figures not meaningful)' : ''}`,
    '',
    `${report.date}. ${report.plan.products} products, ${report.plan.blogs} blog posts; ${report.plan.seconds} s per figure after a 1 s warm-up, loopback. Baseline: a bare Fastify in a process of its own answering the same bytes from memory, taking turns with the shop in stretches of about 2 s in the same run.`,
    '',
    '## Budgets',
    '',
    '| budget | figure | holds |',
    '|---|---|---|',
    ...budgets(report).map(([name, figure, holds]) => `| ${name} | ${figure} | ${yes(holds)} |`),
  ];
  for (const [kind, figures] of Object.entries(report.databases)) {
    out.push('', `## ${kind}`, '', '### API', '');
    out.push(
      loadTable(
        Object.entries(figures.api).flatMap(([name, byConnections]) =>
          Object.entries(byConnections).map(([c, figure]) => [`${name}, ${c.slice(1)} connections`, figure]),
        ),
      ),
    );
    out.push(
      '',
      '### Reads with the cache off (`READ_CACHE_MB=0`)',
      '',
      'Bare route: Fastify running the same two statements on the same driver and database, answering `JSON.stringify` of the rows.',
      '',
      '| what | connections | req/s | p50 / p97.5 / p99 ms | bare route req/s |',
      '|---|---|---|---|---|',
      ...['c1', 'c10'].flatMap((connections) =>
        Object.entries(figures.uncached[connections]).map(([name, figure]) => {
          const bare = figures.uncached.baseline[connections]?.[name];
          return `| ${name} | ${connections.slice(1)} | ${figure.rps} | ${figure.p50} / ${figure.p97_5} / ${figure.p99} | ${bare ? bare.rps : '–'} |`;
        }),
      ),
    );
    out.push('', '### Pages (10 connections)', '');
    out.push(
      loadTable(
        Object.entries(figures.pages).flatMap(([name, who]) => [
          [`${name}, anonymous`, who.anonymous],
          [`${name}, signed in`, who.signedIn],
        ]),
      ),
    );
    const orders = figures.orders;
    out.push(
      '',
      '### Orders (20 buyers, cash on delivery)',
      '',
      `${orders.ordersPerSecond} orders/s, p99 ${orders.p99} ms; ${orders.acknowledged} acknowledged, ${orders.refusedSoldOut} refused as sold out; ${orders.missing} acknowledged orders missing, ${orders.oversold} units oversold. A bare loop of the same statements on the same rows and driver, 20 at once, with the shop stopped: ${orders.baseline.ordersPerSecond} orders/s (the shop: ${pct(orders.ratio)}).`,
    );
    out.push(
      '',
      '### Memory',
      '',
      `RSS idle ${figures.memory.idleMb} MB, after the load ${figures.memory.afterLoadMb} MB, after ${figures.memory.soakSeconds} s of mixed load ${figures.memory.afterSoakMb} MB.`,
    );
    if (figures.soak) out.push('', '### Soak', '', renderSoak(kind, figures.soak));
    if (figures.twoProcesses) {
      const two = figures.twoProcesses;
      out.push(
        '',
        '### Two processes behind one port',
        '',
        `Product listing at ${report.plan.heavy} connections from the shop on one port, run by Node's cluster module as one process: ${two.oneProcess.rps} req/s (p99 ${two.oneProcess.p99} ms); as two: ${two.twoProcesses.rps} req/s (p99 ${two.twoProcesses.p99} ms), × ${two.gain.toFixed(2)}. A stock change through one process was read through another: ${two.writeSeenBySecond}.`,
      );
    }
    if (figures.pageWeight) {
      out.push(
        '',
        '### Page weight (first visit, phone)',
        '',
        "JS before interactive: what the page loaded before its root layout marked it hydrated, as React and React Router (the framework chunk) and the shop's own code; all JS: until the network was idle, with the parts fetched afterwards for panels a tap opens.",
        '',
        '| page | JS before interactive KB (framework + shop) | all JS KB | CSS KB | images KB | requests | interactive at ms | dashboard/Stripe files |',
        '|---|---|---|---|---|---|---|---|',
      );
      for (const row of figures.pageWeight)
        out.push(
          `| ${row.path} | ${row.jsKb} (${row.frameworkJsKb} + ${row.shopJsKb}) | ${row.allJsKb} | ${row.cssKb} | ${row.imageKb} | ${row.requests} | ${row.interactiveMs} | ${row.dashboardOrStripe} |`,
        );
    }
    if (figures.lighthouse) {
      out.push(
        '',
        `### Lighthouse, mobile (median of ${report.plan.lighthouseRuns})`,
        '',
        "Host index: Lighthouse's benchmark of the machine it ran on (higher is faster). It simulates a mid-range phone from",
        'what it observes on that machine, so the same page scores lower on a slower host.',
        '',
        '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | host index |',
        '|---|---|---|---|---|---|---|---|---|',
      );
      for (const [page, s] of Object.entries(figures.lighthouse))
        out.push(
          `| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} | ${s.hostIndex ?? '–'} |`,
        );
    }
  }
  return `${out.join('\n')}\n`;
}
