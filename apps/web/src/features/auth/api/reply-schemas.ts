/** The auth endpoints with their reply schemas; imported on demand so that zod stays out of the first load (decision 050). */
export { loginStatusEndpoint } from '@label-portal/contract';
