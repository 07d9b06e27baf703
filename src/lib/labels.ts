import type { AuthKind, Transport } from '../schema/enums.ts';

export const AUTH_LABEL: Record<AuthKind, string> = {
  none: 'No authentication',
  'api-key': 'API key or token',
  oauth: 'OAuth',
  basic: 'Username and password',
  other: 'Other',
};

export const TRANSPORT_LABEL: Record<Transport, string> = {
  stdio: 'local process (stdio)',
  http: 'remote (HTTP)',
  both: 'local (stdio) or remote (HTTP)',
};
