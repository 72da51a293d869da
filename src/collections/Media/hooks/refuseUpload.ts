import { APIError } from 'payload'

/** A refusal of the media library, marked so that answerRefusals answers it with these very words. */
export type UploadRefusal = APIError<object | null> & { uploadRefusal: true }

export const refuseUpload = (message: string, status: 413 | 415 | 422): UploadRefusal =>
  Object.assign(new APIError(message, status, undefined, true), { uploadRefusal: true as const })

export const isUploadRefusal = (error: unknown): error is UploadRefusal =>
  Boolean((error as Partial<UploadRefusal>)?.uploadRefusal)
