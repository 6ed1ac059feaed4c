/** The part of a multipart upload the api keeps: what the client named it and its bytes. */
export interface UploadedFileBytes {
  originalname: string;
  buffer: Buffer;
  size: number;
}
