import { api } from '../../../lib/api-client';

export type RequestEndpoint = 'customize-requests' | 'bulk-order-requests';

/** Posts the SPEC's customise or bulk form as multipart, image included. */
export function submitRequest(endpoint: RequestEndpoint, form: FormData) {
  return api.post<{ message: string }>(endpoint, form);
}

/** What the API accepts (judged again there by content): JPEG, PNG or WebP up to 5 MB. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
