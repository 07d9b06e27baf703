/**
 * Risk level from the category and what the tool touches.
 *
 * Defaults follow the catalogue's scale: Read low, Write medium, Execute high,
 * Destructive and Financial critical. Reads of secrets or private data go up to
 * medium; writes to access control up to high; running caller-supplied code up
 * to critical; scoped, recoverable deletes down to high.
 */
import type { Category, RiskLevel } from '../../schema/enums.ts';
import type { Exposure } from './exposure.ts';
import type { InferredEffect } from './infer-effect.ts';

export interface RiskAssessment {
  risk: RiskLevel;
  /** Why the level moved away from the category's default, if it did. */
  adjustment?: string;
}

export function assessRisk(category: Category, effect: InferredEffect, exposure: Exposure): RiskAssessment {
  switch (category) {
    case 'Read': {
      if (exposure.secrets.length > 0) return { risk: 'medium', adjustment: `it can return secrets (${exposure.secrets.slice(0, 2).join(', ')})` };
      if (exposure.privateData.length > 0) return { risk: 'medium', adjustment: `it can return private data (${exposure.privateData.slice(0, 2).join(', ')})` };
      return { risk: 'low' };
    }
    case 'Write': {
      if (exposure.access.length > 0 || exposure.secrets.length > 0) {
        return { risk: 'high', adjustment: `it changes access or credentials (${[...exposure.access, ...exposure.secrets].slice(0, 2).join(', ')})` };
      }
      if (effect.destructive) return { risk: 'high', adjustment: 'what it changes may not be recoverable' };
      return { risk: 'medium' };
    }
    case 'Execute': {
      if (effect.runsCode) return { risk: 'critical', adjustment: 'it runs code, commands or queries the caller supplies' };
      return { risk: 'high' };
    }
    case 'Destructive': {
      const removes = effect.verbs.some((verb) => verb.cls === 'delete');
      const permanent = effect.description.destructivePhrases.some((phrase) => /permanent|cannot be undone|data is lost/.test(phrase));
      if (effect.bulk) return { risk: 'critical', adjustment: 'it acts on many objects at once' };
      if (permanent) return { risk: 'critical', adjustment: 'the change is permanent' };
      if (removes && (exposure.containers.length > 0 || exposure.access.length > 0)) {
        return { risk: 'critical', adjustment: `it can remove a whole ${[...exposure.containers, ...exposure.access][0]}` };
      }
      if (effect.runsCode) return { risk: 'critical', adjustment: 'it runs statements the caller supplies' };
      return { risk: 'high', adjustment: 'what it removes or replaces is limited to one object' };
    }
    case 'Financial':
      return { risk: 'critical' };
  }
}
