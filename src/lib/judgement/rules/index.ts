/**
 * Every judgement rule, in the order the engine runs them: stage by stage (rule.ts, STAGES), and within a stage in the
 * order listed here. Adding a rule is one file under rules/<stage>/ and one line here.
 */
import type { Rule } from '../rule.ts';
import documentName from './verbs/document-name.ts';
import verbsOfName from './verbs/verbs-of-name.ts';
import descriptionOpening from './verbs/description-opening.ts';
import nameNamesData from './verbs/name-names-data.ts';
import descriptionNamesData from './verbs/description-names-data.ts';
import verbFurtherOn from './verbs/verb-further-on.ts';
import verbDoneAgain from './verbs/verb-done-again.ts';
import unknownVerb from './verbs/unknown-verb.ts';
import readingHomographGivesWay from './name-verb/reading-homograph-gives-way.ts';
import readingGenericVerbReadAction from './name-verb/reading-generic-verb-read-action.ts';
import readingResolveLookup from './name-verb/reading-resolve-lookup.ts';
import readingNameVerbObject from './name-verb/reading-name-verb-object.ts';
import readingComposesLink from './name-verb/reading-composes-link.ts';
import readingGivesInstructions from './name-verb/reading-gives-instructions.ts';
import readingPlanOfChange from './name-verb/reading-plan-of-change.ts';
import readingCutsLink from './name-verb/reading-cuts-link.ts';
import readingNamespaceWord from './name-verb/reading-namespace-word.ts';
import genericVerbDescribed from './added-verbs/generic-verb-described.ts';
import operationsOffered from './added-verbs/operations-offered.ts';
import contextGenericReads from './context/context-generic-reads.ts';
import contextBringsBack from './context/context-brings-back.ts';
import contextMovesMoney from './context/context-moves-money.ts';
import contextMovesCrypto from './context/context-moves-crypto.ts';
import contextSettlesPayment from './context/context-settles-payment.ts';
import contextTrades from './context/context-trades.ts';
import contextNoMoney from './context/context-no-money.ts';
import contextRecorderSwitch from './context/context-recorder-switch.ts';
import contextCopiesObservation from './context/context-copies-observation.ts';
import contextDocumentPart from './context/context-document-part.ts';
import contextFormatsStorage from './context/context-formats-storage.ts';
import contextConvertsRecord from './context/context-converts-record.ts';
import contextConvertsStoredFile from './context/context-converts-stored-file.ts';
import contextDisplay from './context/context-display.ts';
import contextSavesCopy from './context/context-saves-copy.ts';
import contextWritesOutput from './context/context-writes-output.ts';
import contextComputesGeometry from './context/context-computes-geometry.ts';
import contextSimulatesCheck from './context/context-simulates-check.ts';
import contextGitFetch from './context/context-git-fetch.ts';
import contextSelectCurrent from './context/context-select-current.ts';
import contextSetsCurrent from './context/context-sets-current.ts';
import contextEndsConnection from './context/context-ends-connection.ts';
import contextProposesChange from './context/context-proposes-change.ts';
import contextGenericAdds from './context/context-generic-adds.ts';
import contextFilesWorkItem from './context/context-files-work-item.ts';
import contextIssuedObject from './context/context-issued-object.ts';
import contextAppliesLabel from './context/context-applies-label.ts';
import contextLaunches from './context/context-launches.ts';
import contextOpensAddress from './context/context-opens-address.ts';
import contextPageDisplay from './context/context-page-display.ts';
import contextPageInteraction from './context/context-page-interaction.ts';
import contextProseNavigation from './context/context-prose-navigation.ts';
import readingClaimsAction from './read-only/reading-claims-action.ts';
import readingSqlMayWrite from './read-only/reading-sql-may-write.ts';
import readingRunsCode from './read-only/reading-runs-code.ts';
import readingRunsProgram from './read-only/reading-runs-program.ts';
import readingListedActions from './read-only/reading-listed-actions.ts';
import readingSavesToPath from './read-only/reading-saves-to-path.ts';
import readingSavesItself from './read-only/reading-saves-itself.ts';
import readingStartsJob from './read-only/reading-starts-job.ts';
import readingPostsToCallback from './read-only/reading-posts-to-callback.ts';
import readingSwitchOperations from './read-only/reading-switch-operations.ts';
import readingDryRun from './read-only/reading-dry-run.ts';
import readingOverwriteSwitch from './read-only/reading-overwrite-switch.ts';
import runsAutonomousAgent from './read-only/runs-autonomous-agent.ts';
import enablesMoreTools from './read-only/enables-more-tools.ts';
import postsComment from './read-only/posts-comment.ts';
import savesToChosenPath from './read-only/saves-to-chosen-path.ts';
import generatesMedia from './read-only/generates-media.ts';
import paysForTheCall from './read-only/pays-for-the-call.ts';
import enumWrites from './read-only/enum-writes.ts';
import readingSaysReadOnly from './read-only/reading-says-read-only.ts';
import verbReads from './read-only/verb-reads.ts';
import verbChanges from './read-only/verb-changes.ts';
import readingRemovalVerb from './destructive/reading-removal-verb.ts';
import readingSuppliedCode from './destructive/reading-supplied-code.ts';
import readingFreeSql from './destructive/reading-free-sql.ts';
import readingBulkChange from './destructive/reading-bulk-change.ts';
import readingDestructivePhrase from './destructive/reading-destructive-phrase.ts';
import readingRemovalInOpening from './destructive/reading-removal-in-opening.ts';
import readingRemovalStatedLater from './destructive/reading-removal-stated-later.ts';
import readingReplacesContent from './destructive/reading-replaces-content.ts';
import aggregationWrites from './destructive/aggregation-writes.ts';
import overwritesExisting from './destructive/overwrites-existing.ts';
import replacesRunningVersion from './destructive/replaces-running-version.ts';
import switchesLiveSetting from './destructive/switches-live-setting.ts';
import takesOutOfUse from './destructive/takes-out-of-use.ts';
import writesChosenPath from './destructive/writes-chosen-path.ts';
import mergesCells from './destructive/merges-cells.ts';
import enumRemoves from './destructive/enum-removes.ts';
import methodsInDescription from './destructive/methods-in-description.ts';
import callsAnyOperation from './destructive/calls-any-operation.ts';
import inputActionsNotOverwrites from './destructive/input-actions-not-overwrites.ts';
import hintReadOnly from './hints/hint-read-only.ts';
import hintWrites from './hints/hint-writes.ts';
import hintDestructive from './hints/hint-destructive.ts';
import hintAdditive from './hints/hint-additive.ts';
import categoryRead from './category/category-read.ts';
import categoryAgent from './category/category-agent.ts';
import movesMoneyOut from './category/moves-money-out.ts';
import spendsMoney from './category/spends-money.ts';
import commitsMoney from './category/commits-money.ts';
import commitsSpend from './category/commits-spend.ts';
import offersPayment from './category/offers-payment.ts';
import verbMovesMoney from './category/verb-moves-money.ts';
import callPays from './category/call-pays.ts';
import reportsBilledUsage from './category/reports-billed-usage.ts';
import registersPaidDomain from './category/registers-paid-domain.ts';
import setsAdSpend from './category/sets-ad-spend.ts';
import provisionsBilledResource from './category/provisions-billed-resource.ts';
import createsBilledCompute from './category/creates-billed-compute.ts';
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
import movesWithinOwnPage from './ceiling/moves-within-own-page.ts';
import endsOwnSession from './ceiling/ends-own-session.ts';
import appearanceOnly from './ceiling/appearance-only.ts';
import clearsCacheOrCapture from './ceiling/clears-cache-or-capture.ts';
import deletesComment from './ceiling/deletes-comment.ts';
import switchesOwnRecorder from './ceiling/switches-own-recorder.ts';
import startsOwnSession from './ceiling/starts-own-session.ts';
import stopsLocalApp from './ceiling/stops-local-app.ts';
import startsLocalApp from './ceiling/starts-local-app.ts';
import steersDebugger from './ceiling/steers-debugger.ts';
import startsSignIn from './ceiling/starts-sign-in.ts';
import opensOwnConnection from './ceiling/opens-own-connection.ts';
import setsWorkingContext from './ceiling/sets-working-context.ts';
import drivesTestDevice from './ceiling/drives-test-device.ts';
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
import mergesCode from './risk/merges-code.ts';
import issuesAccessLink from './risk/issues-access-link.ts';
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
import heldUntilChecked from './verdict/held-until-checked.ts';
import changeHeldUntilChecked from './verdict/change-held-until-checked.ts';
import unclearGenericVerb from './verdict/unclear-generic-verb.ts';
import operationOffersWrites from './verdict/operation-offers-writes.ts';
import runsAnyOperation from './verdict/runs-any-operation.ts';
import saysNothing from './verdict/says-nothing.ts';
import unrestrictedCode from './verdict/unrestricted-code.ts';
import poisonedDefinition from './poisoning/poisoned-definition.ts';
import addressesModel from './poisoning/addresses-model.ts';
import namesCredentialFile from './poisoning/names-credential-file.ts';

export const RULES: readonly Rule[] = [
  documentName,
  verbsOfName,
  descriptionOpening,
  nameNamesData,
  descriptionNamesData,
  verbFurtherOn,
  verbDoneAgain,
  unknownVerb,
  readingHomographGivesWay,
  readingGenericVerbReadAction,
  readingResolveLookup,
  readingNameVerbObject,
  readingComposesLink,
  readingGivesInstructions,
  readingPlanOfChange,
  readingCutsLink,
  readingNamespaceWord,
  genericVerbDescribed,
  operationsOffered,
  contextGenericReads,
  contextBringsBack,
  contextMovesMoney,
  contextMovesCrypto,
  contextSettlesPayment,
  contextTrades,
  contextNoMoney,
  contextRecorderSwitch,
  contextCopiesObservation,
  contextDocumentPart,
  contextFormatsStorage,
  contextConvertsRecord,
  contextConvertsStoredFile,
  contextDisplay,
  contextSavesCopy,
  contextWritesOutput,
  contextComputesGeometry,
  contextSimulatesCheck,
  contextGitFetch,
  contextSelectCurrent,
  contextSetsCurrent,
  contextEndsConnection,
  contextProposesChange,
  contextGenericAdds,
  contextFilesWorkItem,
  contextIssuedObject,
  contextAppliesLabel,
  contextLaunches,
  contextOpensAddress,
  contextPageDisplay,
  contextPageInteraction,
  contextProseNavigation,
  readingClaimsAction,
  readingSqlMayWrite,
  readingRunsCode,
  readingRunsProgram,
  readingListedActions,
  readingSavesToPath,
  readingSavesItself,
  readingStartsJob,
  readingPostsToCallback,
  readingSwitchOperations,
  readingDryRun,
  readingOverwriteSwitch,
  runsAutonomousAgent,
  enablesMoreTools,
  postsComment,
  savesToChosenPath,
  generatesMedia,
  paysForTheCall,
  enumWrites,
  readingSaysReadOnly,
  verbReads,
  verbChanges,
  readingRemovalVerb,
  readingSuppliedCode,
  readingFreeSql,
  readingBulkChange,
  readingDestructivePhrase,
  readingRemovalInOpening,
  readingRemovalStatedLater,
  readingReplacesContent,
  aggregationWrites,
  overwritesExisting,
  replacesRunningVersion,
  switchesLiveSetting,
  takesOutOfUse,
  writesChosenPath,
  mergesCells,
  enumRemoves,
  methodsInDescription,
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
  createsBilledCompute,
  commitsSpend,
  offersPayment,
  verbMovesMoney,
  callPays,
  reportsBilledUsage,
  registersPaidDomain,
  setsAdSpend,
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
  movesWithinOwnPage,
  endsOwnSession,
  appearanceOnly,
  clearsCacheOrCapture,
  deletesComment,
  switchesOwnRecorder,
  startsOwnSession,
  stopsLocalApp,
  startsLocalApp,
  steersDebugger,
  startsSignIn,
  opensOwnConnection,
  setsWorkingContext,
  drivesTestDevice,
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
  mergesCode,
  issuesAccessLink,
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
  heldUntilChecked,
  changeHeldUntilChecked,
  unclearGenericVerb,
  operationOffersWrites,
  runsAnyOperation,
  saysNothing,
  unrestrictedCode,
  poisonedDefinition,
  addressesModel,
  namesCredentialFile,
];

export function ruleById(id: string): Rule | undefined {
  return RULES.find((rule) => rule.id === id);
}
