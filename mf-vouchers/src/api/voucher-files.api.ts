import type { Voucher, VoucherImageMeta, VoucherProofs } from '@gb/contracts';
import { api } from '@gb/shell/platform';

const voucherTag = (id: number) => ({ type: 'Voucher' as const, id });
const VOUCHER_LIST = { type: 'Voucher' as const, id: 'LIST' };
const proofsTag = (id: number) => ({ type: 'Attachment' as const, id: `voucher-${id}-proofs` });

/** The one-of-a-kind files of a voucher, by the path segment of their api calls. */
export type VoucherImageKind = 'complete-image' | 'front-image' | 'back-image' | 'company-logo';

/** Where a voucher file's meta is read: a voucher image or the company logo. */
export interface VoucherFileRef {
  voucherId: number;
  attachmentId: number;
  logo: boolean;
}

/** The api path of a stored voucher file (a preview in `size`, or the logo's original). */
export function voucherFilePath({ voucherId, attachmentId, logo }: VoucherFileRef): string {
  return logo
    ? `voucher/${voucherId}/company-logo/${attachmentId}`
    : `voucher/${voucherId}/image/${attachmentId}`;
}

/**
 * The voucher's images, logo and print proofs: their facts, removal and proof versions. The
 * files themselves are read with the token through the kit's authorised file URL and download.
 */
export const voucherFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVoucherFileMeta: build.query<VoucherImageMeta, VoucherFileRef>({
      query: (ref) => `${voucherFilePath(ref)}/meta`,
    }),
    removeVoucherFile: build.mutation<
      Voucher,
      { id: number; file: VoucherImageKind | 'image'; imageId?: number }
    >({
      query: ({ id, file, imageId }) => ({
        url: imageId === undefined ? `voucher/${id}/${file}` : `voucher/${id}/image/${imageId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_voucher, _error, { id }) => [voucherTag(id), VOUCHER_LIST],
    }),
    getVoucherProofs: build.query<VoucherProofs, number>({
      query: (id) => `voucher/${id}/proof`,
      providesTags: (_proofs, _error, id) => [proofsTag(id)],
    }),
  }),
});

export const {
  useGetVoucherFileMetaQuery,
  useRemoveVoucherFileMutation,
  useGetVoucherProofsQuery,
} = voucherFilesApi;

/** After an upload: the voucher (and the list) read again. */
export const voucherChanged = (id: number) =>
  voucherFilesApi.util.invalidateTags([voucherTag(id), VOUCHER_LIST]);

/** After a decision on a proof version. */
export const proofsChanged = (id: number) => voucherFilesApi.util.invalidateTags([proofsTag(id)]);

/**
 * After a new proof version: the versions, and the voucher with the steps open to the user,
 * since sending and approving the good-for-printing wait for a proof.
 */
export const proofUploaded = (id: number) =>
  voucherFilesApi.util.invalidateTags([proofsTag(id), voucherTag(id)]);
