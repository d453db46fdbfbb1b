import { createBiometricLog, listBiometricLogs } from './features/biometrics/biometrics.service';
import { patchChecklist } from './features/checklist/checklist.service';
import { createColdLog, listColdLogs } from './features/cold-exposure/cold-exposure.service';
import { listFasts } from './features/fasting/fasting.service';
import type { McpServices } from './features/mcp/mcp-services';
import { progressSummary } from './features/progress/progress.service';
import { listThirtyLogs } from './features/thirty-thirty-thirty/thirty-thirty-thirty.service';

/** The services the MCP tools call, bound to the features that own them. */
export const mcpServices: McpServices = {
  listThirtyLogs,
  listFasts,
  listColdLogs,
  createColdLog,
  listBiometricLogs,
  createBiometricLog,
  patchChecklist,
  progressSummary,
};
