import { MediaSize } from '@gb/contracts';

import { API_BASE_URL } from '../api/platform.api';

/** The api path of a user's picture; the attachment id as `cache` lets the browser keep it. */
export function profileImagePath(userId: number, attachmentId: number, size: MediaSize): string {
  return `user/${userId}/profile-image?size=${size}&cache=${attachmentId}`;
}

/** The URL of a user's picture, which visitors may read too (the drawer's plain `<img>`). */
export function profileImageUrl(userId: number, attachmentId: number, size: MediaSize): string {
  return `${API_BASE_URL}/${profileImagePath(userId, attachmentId, size)}`;
}
