import type { AuthKind, ReviewStatus, ServerBehaviourKind, Transport } from '../../schema/enums.ts';

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

/**
 * What a record's review status means to a reader of the page. A reviewed record says what its review read instead
 * (catalogue/review-read.ts): this line is for the others.
 */
export const REVIEW_TEXT: Record<ReviewStatus, string> = {
  reviewed: 'This judgement was reviewed.',
  draft: 'Draft: drafted by the importer from the definition and not yet reviewed.',
  'needs-review':
    'Needs review: the importer flagged something in this definition; treat the judgement with care until a reviewer has checked it.',
};

export const BEHAVIOUR_LABEL: Record<ServerBehaviourKind, string> = {
  telemetry: 'Telemetry',
  'uploads-files': 'Uploads your files',
  other: 'Acts on its own',
};
