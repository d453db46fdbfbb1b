import type { AppEventBus } from './lib/app-events';
import { confirmProposal, discardDraft } from './features/chat/chat-draft-decisions.service';
import type { WriteToolPlan } from './features/chat/chat-ports';
import { proposePlan } from './features/chat/chat-drafts.service';
import { todayChecklist } from './features/checklist/checklist.service';
import { readExperimentResult, readExperiments } from './features/experiments/experiments.service';
import { progressSummary } from './features/progress/progress.service';
import type { SharePorts } from './features/sharing/share-ports';
import { readEveryProtocolsDays } from './features/custom-protocols/custom-protocol-days.service';
import { listProtocols } from './features/custom-protocols/custom-protocols.service';
import { insightsPorts } from './insights-ports';

/** Sharing reads the owner's figures through the services their own screens use, and proposes through the coach's drafts. */
export const sharingPorts = (events: AppEventBus, writePlan: WriteToolPlan): SharePorts => ({
  progress: progressSummary,
  checklistToday: todayChecklist,
  experiments: (db, owner) => readExperiments({ db, events, ports: insightsPorts }, owner),
  finishedExperiments: async (db, owner) => {
    const deps = { db, events, ports: insightsPorts };
    const finished = (await readExperiments(deps, owner)).filter((experiment) => experiment.finishedAt !== null);
    const results = [];
    for (const experiment of finished) {
      const endedOn = experiment.stoppedOn ?? experiment.plan.at(-1)?.day ?? experiment.startDay;
      results.push({ endedOn, result: await readExperimentResult(deps, owner, experiment.id) });
    }
    return results;
  },
  ownProtocols: async (db, owner, range) => {
    const titles = new Map((await listProtocols(db, owner.id)).map((protocol) => [protocol.id, protocol.document.title]));
    const { protocols } = await readEveryProtocolsDays(db, owner.id, range);
    return {
      protocols: protocols.map(({ id, strength, streak, days }) => ({
        id,
        title: titles.get(id) ?? 'Protocol',
        strength,
        streak,
        days: days.map(({ date, state }) => ({ date, state })),
      })),
    };
  },
  drafts: {
    propose: (db, owner, plan, proposer) => proposePlan(db, owner, plan, 'share', proposer),
    confirm: (db, owner, id, now) => confirmProposal(db, writePlan, owner, id, { now, origin: 'share' }),
    discard: (db, owner, id) => discardDraft(db, owner.id, id, 'share'),
  },
});
