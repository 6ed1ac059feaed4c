import { MediaSize } from '@gb/contracts';

import { API_BASE_URL } from '../api/platform.api';

/** The URL of a user's picture; the attachment id as `cache` lets the browser keep it for good. */
export function profileImageUrl(userId: number, attachmentId: number, size: MediaSize): string {
  return `${API_BASE_URL}/user/${userId}/profile-image?size=${size}&cache=${attachmentId}`;
}
