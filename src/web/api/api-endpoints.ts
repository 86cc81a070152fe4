import { ACCOUNT_ENDPOINTS } from './account-endpoints.ts';
import { AUTH_ENDPOINTS } from './auth-endpoints.ts';
import { CONTENT_ENDPOINTS } from './content-endpoints.ts';
import { FILE_ENDPOINTS } from './file-endpoints.ts';

/** Every endpoint of `/api`, in matching order: fixed paths first, the generic `/:entity` ones last. */
export const API_ENDPOINTS = [
  ...AUTH_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...FILE_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
];
