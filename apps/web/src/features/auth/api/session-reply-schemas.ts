/** The session endpoints with their reply schemas; imported on demand so that zod stays out of the first load (decision 050). */
export { sessionHeartbeatEndpoint, sessionStatusEndpoint } from '@label-portal/contract';
