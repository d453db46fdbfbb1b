// Words every protocol's log routes share in the API reference.

export const OFFLINE_TIMESTAMP = '`timestamp`: when it happened, sent by a session that logged it offline (default: now).';
export const UNDO = 'Answers `{undoId}`: `POST /api/deleted-logs/{undoId}/restore` brings the log back within 10 minutes.';
export const PAGING = 'Newest first; `limit` (default 50, at most 200) and `before` (an ISO time) page back.';
