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
 * The voucher's images, logo and print proofs. Files only logged-in callers may see are
 * fetched with the token and shown from an object URL (an `<img src>` sends no token).
 */
export const voucherFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An object URL of the file at `path`; revoked when no row shows it any more. */
    getVoucherFileUrl: build.query<string, string>({
      query: (path) => ({
        url: path,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      async onCacheEntryAdded(_path, { cacheDataLoaded, cacheEntryRemoved }) {
        const { data } = await cacheDataLoaded.catch(() => ({ data: undefined }));
        await cacheEntryRemoved;
        if (data) URL.revokeObjectURL(data);
      },
    }),
    /** A file once, as a download (the caller revokes the URL). */
    downloadVoucherFile: build.mutation<string, string>({
      query: (path) => ({
        url: path,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
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
  useGetVoucherFileUrlQuery,
  useDownloadVoucherFileMutation,
  useGetVoucherFileMetaQuery,
  useRemoveVoucherFileMutation,
  useGetVoucherProofsQuery,
} = voucherFilesApi;

/** After an upload: the voucher (and the list) read again. */
export const voucherChanged = (id: number) =>
  voucherFilesApi.util.invalidateTags([voucherTag(id), VOUCHER_LIST]);

/** After a new proof version or a decision on one. */
export const proofsChanged = (id: number) => voucherFilesApi.util.invalidateTags([proofsTag(id)]);
