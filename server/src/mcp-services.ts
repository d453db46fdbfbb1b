import { patchChecklist } from './features/checklist/checklist.service';
import type { McpServices } from './features/mcp/mcp-services';
import { progressSummary } from './features/progress/progress.service';
import { TRACKERS } from './trackers';

/** The services the MCP tools call, bound to the features that own them. */
export const mcpServices: McpServices = {
  logs: {
    thirtyThirtyThirty: TRACKERS.thirtyThirtyThirty.service,
    fasting: TRACKERS.fasting.service,
    coldExposure: TRACKERS.coldExposure.service,
    biometrics: TRACKERS.biometrics.service,
  },
  patchChecklist,
  progressSummary,
};
