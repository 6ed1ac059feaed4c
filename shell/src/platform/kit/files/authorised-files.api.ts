import { api } from '../../api/platform.api';

/** A file's bytes as an object URL; an error answer stays the api's JSON error. */
const asObjectUrl = async (response: Response) =>
  response.ok ? URL.createObjectURL(await response.blob()) : response.json();

/** A downloaded file: its object URL and its media type. */
export interface DownloadedFile {
  url: string;
  type: string;
}

/**
 * Files the api serves by who asks (a Draft booklet's cover, an unlisted voucher's images, a
 * proof, a contract): an `<img src>` or a plain link sends no token, so they are fetched through
 * the one api, with the token and its renewal, and shown from an object URL.
 */
export const authorisedFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An object URL of the file at the api `path`; revoked once nothing shows it any more. */
    getAuthorisedFileUrl: build.query<string, string>({
      query: (path) => ({ url: path, responseHandler: asObjectUrl }),
      async onCacheEntryAdded(_path, { cacheDataLoaded, cacheEntryRemoved }) {
        const { data } = await cacheDataLoaded.catch(() => ({ data: undefined }));
        await cacheEntryRemoved;
        if (data) URL.revokeObjectURL(data);
      },
    }),
    /** The file at the api `path` once: an object URL its caller revokes, and its type. */
    downloadAuthorisedFile: build.mutation<DownloadedFile, string>({
      query: (path) => ({
        url: path,
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json();
          const blob = await response.blob();
          return { url: URL.createObjectURL(blob), type: blob.type };
        },
      }),
    }),
  }),
});
