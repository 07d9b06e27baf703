/**
 * The families of tools that behave alike across servers, and the grade each shares. It is a module of its own so
 * that the catalogue loader can check a reviewer's `review.family` without loading the rule table.
 */
import type { RiskLevel, Verdict } from '../../schema/enums.ts';

/**
 * The grade (risk and verdict) each family of tools shares across servers. A member graded otherwise must say
 * why: the engine writes the reason when another rule moved it; a reviewer writes review.familyNote.
 */
export const FAMILY_GRADES: Record<string, { risk: RiskLevel; verdict: Verdict; label: string }> = {
  'arbitrary-query': { risk: 'medium', verdict: 'allow', label: 'Free-form queries over private data (read-only)' },
  'arbitrary-statement': {
    risk: 'critical',
    verdict: 'require-approval',
    label: 'Free-form statements that can write',
  },
  'cookies-and-storage': { risk: 'high', verdict: 'require-approval', label: 'Reading cookies or browser storage' },
  'edit-live-configuration': {
    risk: 'high',
    verdict: 'require-approval',
    label: 'Editing configuration that live traffic depends on',
  },
  'fetch-url': { risk: 'medium', verdict: 'rate-limit', label: 'Fetching or opening an address the caller chooses' },
  'provision-billed-resource': {
    risk: 'high',
    verdict: 'require-approval',
    label: 'Creating or upgrading billed resources',
  },
  'push-to-branch': { risk: 'high', verdict: 'require-approval', label: 'Committing or pushing files to a branch' },
  'read-any-resource': { risk: 'medium', verdict: 'allow', label: 'Reading any kind of resource the caller names' },
  'read-logs': { risk: 'medium', verdict: 'allow', label: 'Reading logs' },
  'read-secrets': { risk: 'high', verdict: 'require-approval', label: 'Reading secrets and credentials' },
  'run-command': { risk: 'critical', verdict: 'require-approval', label: 'Running commands or code the caller writes' },
  'stop-infrastructure': {
    risk: 'high',
    verdict: 'require-approval',
    label: 'Pausing, scaling or shutting down infrastructure',
  },
};
