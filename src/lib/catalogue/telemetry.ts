/**
 * Libraries whose job is to send usage, analytics or error reports to a vendor. A server package that depends on
 * one directly may report what it does by itself, which no policy on its tools governs; the catalogue lists them so
 * that a person reads the server's code and records what it really sends (server.yaml `behaviours`). Depending on
 * one is not proof that the server sends anything: many only report when a key is set.
 *
 * Only libraries made for reporting are listed, never general HTTP clients or tracing APIs with no exporter.
 */
import { andList } from '../text/lists.ts';

/** What each library is for, as a reader would say it. */
export const TELEMETRY_LIBRARIES: Readonly<Record<string, string>> = {
  'posthog-node': 'product analytics',
  'posthog-js': 'product analytics',
  mixpanel: 'product analytics',
  'mixpanel-browser': 'product analytics',
  '@segment/analytics-node': 'product analytics',
  'analytics-node': 'product analytics',
  '@amplitude/analytics-node': 'product analytics',
  '@amplitude/node': 'product analytics',
  '@rudderstack/rudder-sdk-node': 'product analytics',
  'universal-analytics': 'product analytics',
  'ga4-mp': 'product analytics',
  '@vercel/analytics': 'product analytics',
  aptabase: 'product analytics',
  '@aptabase/node': 'product analytics',
  applicationinsights: 'usage and error reporting',
  '@microsoft/applicationinsights-web': 'usage and error reporting',
  '@vscode/extension-telemetry': 'usage and error reporting',
  '@sentry/node': 'error reporting',
  '@sentry/browser': 'error reporting',
  '@sentry/core': 'error reporting',
  '@sentry/bun': 'error reporting',
  '@sentry/profiling-node': 'error reporting',
  '@bugsnag/js': 'error reporting',
  '@bugsnag/node': 'error reporting',
  rollbar: 'error reporting',
  honeybadger: 'error reporting',
  '@honeybadger-io/js': 'error reporting',
  newrelic: 'performance monitoring',
  'dd-trace': 'performance monitoring',
  'elastic-apm-node': 'performance monitoring',
  '@opentelemetry/exporter-trace-otlp-http': 'trace export',
  '@opentelemetry/exporter-trace-otlp-grpc': 'trace export',
  '@opentelemetry/exporter-trace-otlp-proto': 'trace export',
  '@opentelemetry/exporter-metrics-otlp-http': 'metrics export',
  '@opentelemetry/exporter-logs-otlp-http': 'log export',
  '@logtail/node': 'log shipping',
  '@axiomhq/js': 'log shipping',
  langfuse: 'LLM call tracing',
  'langfuse-node': 'LLM call tracing',
  langsmith: 'LLM call tracing',
  helicone: 'LLM call tracing',
};

/** The reporting libraries among a package's own dependencies (its package.json `dependencies`), sorted by name. */
export function telemetryLibrariesOf(dependencies: Readonly<Record<string, string>> | undefined): string[] {
  return Object.keys(dependencies ?? {})
    .filter((name) => Object.hasOwn(TELEMETRY_LIBRARIES, name))
    .sort();
}

/** "posthog-node (product analytics) and @sentry/node (error reporting)". */
export function describeTelemetryLibraries(names: readonly string[]): string {
  const parts = names.map((name) => `${name} (${TELEMETRY_LIBRARIES[name] ?? 'reporting'})`);
  return andList(parts);
}

/** Servers whose package depends on a reporting library and whose code nobody has yet read for what it sends. */
export function uncheckedReporters<
  S extends {
    slug: string;
    record: {
      package?: { telemetryLibraries?: string[] | undefined } | undefined;
      behavioursChecked?: string | undefined;
    };
  },
>(servers: readonly S[]): S[] {
  return servers.filter(
    (server) =>
      (server.record.package?.telemetryLibraries?.length ?? 0) > 0 && server.record.behavioursChecked === undefined,
  );
}
