/**
 * Every judgement rule, in the order the engine runs them: stage by stage (rule.ts), and within a stage in the order
 * listed here. Adding a rule is one file under rules/<stage>/ and one line here.
 */
import type { Rule } from '../rule.ts';
import verbReads from './effect/verb-reads.ts';
import verbChanges from './effect/verb-changes.ts';
import verbRemoves from './effect/verb-removes.ts';
import runsAutonomousAgent from './effect/runs-autonomous-agent.ts';
import postsComment from './effect/posts-comment.ts';
import overwritesExisting from './effect/overwrites-existing.ts';
import replacesRunningVersion from './effect/replaces-running-version.ts';
import switchesLiveSetting from './effect/switches-live-setting.ts';
import takesOutOfUse from './effect/takes-out-of-use.ts';
import savesToChosenPath from './effect/saves-to-chosen-path.ts';
import writesChosenPath from './effect/writes-chosen-path.ts';
import mergesCells from './effect/merges-cells.ts';
import generatesMedia from './effect/generates-media.ts';
import enumRemoves from './effect/enum-removes.ts';
import methodsInDescription from './effect/methods-in-description.ts';
import enumWrites from './effect/enum-writes.ts';
import callsAnyOperation from './effect/calls-any-operation.ts';
import inputActionsNotOverwrites from './effect/input-actions-not-overwrites.ts';
import hintReadOnly from './hints/hint-read-only.ts';
import hintWrites from './hints/hint-writes.ts';
import hintDestructive from './hints/hint-destructive.ts';
import hintAdditive from './hints/hint-additive.ts';
import categoryRead from './category/category-read.ts';
import categoryAgent from './category/category-agent.ts';
import movesMoneyOut from './category/moves-money-out.ts';
import spendsMoney from './category/spends-money.ts';
import commitsMoney from './category/commits-money.ts';
import provisionsBilledResource from './category/provisions-billed-resource.ts';
import metadataLink from './category/metadata-link.ts';
import categoryGeneration from './category/category-generation.ts';
import categoryAnyOperation from './category/category-any-operation.ts';
import categoryExecuteCode from './category/category-execute-code.ts';
import categoryDetach from './category/category-detach.ts';
import categoryMove from './category/category-move.ts';
import installsBrowserSoftware from './category/installs-browser-software.ts';
import categoryDesktopControl from './category/category-desktop-control.ts';
import categoryDestructive from './category/category-destructive.ts';
import categoryUi from './category/category-ui.ts';
import categoryExecuteOperation from './category/category-execute-operation.ts';
import categoryWrite from './category/category-write.ts';
import viewOnlyUi from './ceiling/view-only-ui.ts';
import endsOwnSession from './ceiling/ends-own-session.ts';
import appearanceOnly from './ceiling/appearance-only.ts';
import clearsCacheOrCapture from './ceiling/clears-cache-or-capture.ts';
import deletesComment from './ceiling/deletes-comment.ts';
import stopsLocalApp from './ceiling/stops-local-app.ts';
import returnsSecrets from './risk/returns-secrets.ts';
import dumpsSessionState from './risk/dumps-session-state.ts';
import freeFormQuery from './risk/free-form-query.ts';
import filtersListedCollection from './risk/filters-listed-collection.ts';
import serviceSandboxCode from './risk/service-sandbox-code.ts';
import runsCode from './risk/runs-code.ts';
import wholeCollection from './risk/whole-collection.ts';
import anyResourceKind from './risk/any-resource-kind.ts';
import capturesTraffic from './risk/captures-traffic.ts';
import readsLogs from './risk/reads-logs.ts';
import readsPrivateData from './risk/reads-private-data.ts';
import untrustedContent from './risk/untrusted-content.ts';
import fetchesUrl from './risk/fetches-url.ts';
import changesAccess from './risk/changes-access.ts';
import pushesCode from './risk/pushes-code.ts';
import removesContainer from './risk/removes-container.ts';
import permanentLoss from './risk/permanent-loss.ts';
import takesCallbackUrl from './risk/takes-callback-url.ts';
import overwritesStoredValue from './risk/overwrites-stored-value.ts';
import bulkChange from './risk/bulk-change.ts';
import causesOutage from './risk/causes-outage.ts';
import restartsInfrastructure from './risk/restarts-infrastructure.ts';
import productionConfig from './risk/production-config.ts';
import sendsOut from './risk/sends-out.ts';
import sendsToAnyone from './risk/sends-to-anyone.ts';
import writesToChosenPlace from './risk/writes-to-chosen-place.ts';
import actsForCaller from './risk/acts-for-caller.ts';
import uploadsFiles from './risk/uploads-files.ts';
import approves from './risk/approves.ts';
import makesPublic from './risk/makes-public.ts';
import meteredWork from './risk/metered-work.ts';
import choosesPaidTier from './risk/chooses-paid-tier.ts';
import callsAnyEndpoint from './risk/calls-any-endpoint.ts';
import takesCredentials from './risk/takes-credentials.ts';
import callerWritesStateRead from './verdict/caller-writes-state-read.ts';
import poisonedDefinition from './poisoning/poisoned-definition.ts';
import addressesModel from './poisoning/addresses-model.ts';
import namesCredentialFile from './poisoning/names-credential-file.ts';

export const RULES: readonly Rule[] = [
  verbReads,
  verbChanges,
  verbRemoves,
  runsAutonomousAgent,
  postsComment,
  overwritesExisting,
  replacesRunningVersion,
  switchesLiveSetting,
  takesOutOfUse,
  savesToChosenPath,
  writesChosenPath,
  mergesCells,
  generatesMedia,
  enumRemoves,
  methodsInDescription,
  enumWrites,
  callsAnyOperation,
  inputActionsNotOverwrites,
  hintReadOnly,
  hintWrites,
  hintDestructive,
  hintAdditive,
  categoryRead,
  categoryAgent,
  movesMoneyOut,
  spendsMoney,
  commitsMoney,
  provisionsBilledResource,
  metadataLink,
  categoryGeneration,
  categoryAnyOperation,
  categoryExecuteCode,
  categoryDetach,
  categoryMove,
  installsBrowserSoftware,
  categoryDesktopControl,
  categoryDestructive,
  categoryUi,
  categoryExecuteOperation,
  categoryWrite,
  viewOnlyUi,
  endsOwnSession,
  appearanceOnly,
  clearsCacheOrCapture,
  deletesComment,
  stopsLocalApp,
  returnsSecrets,
  dumpsSessionState,
  freeFormQuery,
  filtersListedCollection,
  serviceSandboxCode,
  runsCode,
  wholeCollection,
  anyResourceKind,
  capturesTraffic,
  readsLogs,
  readsPrivateData,
  untrustedContent,
  fetchesUrl,
  changesAccess,
  pushesCode,
  removesContainer,
  permanentLoss,
  takesCallbackUrl,
  overwritesStoredValue,
  bulkChange,
  causesOutage,
  restartsInfrastructure,
  productionConfig,
  sendsOut,
  sendsToAnyone,
  writesToChosenPlace,
  actsForCaller,
  uploadsFiles,
  approves,
  makesPublic,
  meteredWork,
  choosesPaidTier,
  callsAnyEndpoint,
  takesCredentials,
  callerWritesStateRead,
  poisonedDefinition,
  addressesModel,
  namesCredentialFile,
];

export function ruleById(id: string): Rule | undefined {
  return RULES.find((rule) => rule.id === id);
}
