import { z } from 'zod';
import { PRODUCTION_STAGES } from '../order-states.ts';

/*
 * Design approval and photos from the bench (ARCHITECTURE §10, issue 38; decision 053).
 * The owner uploads a design round at stage `cad`; the customer approves it or asks for changes.
 * Files are private: their `url` is an API path the order's customer (or an admin) may read.
 */

/** Rounds an order may have unless `DESIGN_ROUNDS` says otherwise. */
export const DEFAULT_DESIGN_ROUNDS = 3;

export const DESIGN_FILE_KINDS = ['image', 'video', 'model'] as const;
export type DesignFileKind = (typeof DESIGN_FILE_KINDS)[number];
export const DESIGN_STATUSES = ['awaiting_customer', 'approved', 'changes_requested'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

/** What one upload may carry: renders (images), one turntable video, one `.glb` model. */
export const DESIGN_MAX_IMAGES = 8;
export const DESIGN_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const DESIGN_VIDEO_MAX_BYTES = 30 * 1024 * 1024;
export const DESIGN_MODEL_MAX_BYTES = 30 * 1024 * 1024;
export const DESIGN_NOTE_MAX = 1000;
export const DESIGN_COMMENT_MAX = 1000;
/** Photos from the bench per upload. */
export const PHOTOS_MAX_FILES = 10;

export const DESIGN_MESSAGES = {
  notAtCad: 'A design can be uploaded only while the order is at the CAD stage.',
  awaitingCustomer: 'The latest design is still waiting for the customer. Upload the next round once they answer.',
  notBeingMade: 'This order is not being made any more.',
  noFiles: 'Please choose the design files to upload: images, a video or a .glb model.',
  badFile: 'Please upload JPEG, PNG or WebP images, an MP4 video or a .glb model.',
  tooManyImages: `Please upload at most ${DESIGN_MAX_IMAGES} images in one round.`,
  oneVideo: 'Please upload at most one video in a round.',
  oneModel: 'Please upload at most one .glb model in a round.',
  imageTooLarge: 'Please upload an image of 8 MB or less.',
  videoTooLarge: 'Please upload a video of 30 MB or less.',
  modelTooLarge: 'Please upload a .glb model of 30 MB or less.',
  fileTooLarge: 'Please upload files of 30 MB or less (images of 8 MB or less).',
  noteTooLong: `Please keep the note to ${DESIGN_NOTE_MAX} characters.`,
  uploaded: 'Design uploaded. The customer has been asked to approve it.',
  notFound: 'Design not found',
  fileNotFound: 'File not found',
  rangeNotSatisfiable: 'The range asked for is not in this file.',
  notLatest: 'This design has been replaced by a newer round.',
  alreadyAnswered: 'You have already answered this design.',
  approved: 'Thank you. You have approved the design: we now start making your piece.',
  changesRequested: 'Thank you. We will make the changes and send you the next design.',
  commentRequired: 'Please tell us what you would like changed.',
  commentTooLong: `Please keep your comment to ${DESIGN_COMMENT_MAX} characters.`,
  /** The gate (ARCHITECTURE §10): production waits for the customer's approval. */
  approvalBeforeProduction: 'The customer has not approved the latest design yet: the order cannot move past CAD.',
  noPhotos: 'Please choose the photos to upload.',
  badPhoto: 'Please upload JPEG, PNG or WebP photos.',
  tooManyPhotos: `Please upload at most ${PHOTOS_MAX_FILES} photos at a time.`,
  chooseStage: 'Please choose the stage the photos show: designing, cad, manufacturing, setting or final.',
  photosUploaded: 'Photos uploaded. The customer sees them on the order page.',
  photoNotFound: 'Photo not found',
} as const;

/** "At most 3 design rounds …": the answer after the last round. */
export function roundsUsedMessage(max: number): string {
  return `This order has had its ${max} design round${max === 1 ? '' : 's'}: no further round can be uploaded.`;
}

/** The order page's line when the customer's answers moved the delivery date. */
export function designWaitNote(workingDays: number): string | null {
  if (workingDays <= 0) return null;
  return `Delivery moved by ${workingDays} working day${workingDays === 1 ? '' : 's'} while the design waited for your approval.`;
}

export const designFileSchema = z.object({
  kind: z.enum(DESIGN_FILE_KINDS),
  content_type: z.string(),
  /** `/api/orders/{id}/designs/{designId}/files/{index}`: served to the order's customer and admins. */
  url: z.string(),
});
export type DesignFile = z.infer<typeof designFileSchema>;

export const designSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  files: z.array(designFileSchema),
  note: z.string().nullable(),
  status: z.enum(DESIGN_STATUSES),
  /** The customer's words with `changes_requested`. */
  customer_comment: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  /** Working days the order waited on the customer for this round (to today while it waits). */
  waited_working_days: z.number().int(),
});
export type Design = z.infer<typeof designSchema>;

export const orderPhotoSchema = z.object({
  id: z.number().int(),
  stage: z.enum(PRODUCTION_STAGES),
  content_type: z.string(),
  /** `/api/orders/{id}/photos/{photoId}`: served to the order's customer and admins. */
  url: z.string(),
  created_at: z.string(),
});
export type OrderPhoto = z.infer<typeof orderPhotoSchema>;

/**
 * POST admin/orders/{id}/designs (multipart `files`, `note`) → 201, and the customer's POST
 * orders/{id}/designs/{designId}/approve | changes → 200 (the order read then shows the new delivery_by).
 */
export const designResponseSchema = z.object({ message: z.string(), design: designSchema });
export type DesignResponse = z.infer<typeof designResponseSchema>;

/** The multipart text field of POST admin/orders/{id}/designs. */
export const designNoteSchema = z
  .string()
  .trim()
  .max(DESIGN_NOTE_MAX, DESIGN_MESSAGES.noteTooLong)
  .optional()
  .transform((v) => (v ? v : null));

/** POST orders/{id}/designs/{designId}/changes. */
export const designChangesRequestSchema = z.object({
  comment: z
    .string({ error: DESIGN_MESSAGES.commentRequired })
    .trim()
    .min(1, DESIGN_MESSAGES.commentRequired)
    .max(DESIGN_COMMENT_MAX, DESIGN_MESSAGES.commentTooLong),
});
export type DesignChangesRequest = z.infer<typeof designChangesRequestSchema>;

export const designParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  designId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const designFileParamsSchema = designParamsSchema.extend({ index: z.coerce.number().int().min(0).max(2_147_483_647) });
export const photoParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  photoId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The multipart text field of POST admin/orders/{id}/photos. */
export const photoStageSchema = z.enum(PRODUCTION_STAGES, { error: DESIGN_MESSAGES.chooseStage });

/** POST admin/orders/{id}/photos (multipart `photos`, `stage`) → 201 with the photos stored. */
export const photosResponseSchema = z.object({ message: z.string(), photos: z.array(orderPhotoSchema) });
export type PhotosResponse = z.infer<typeof photosResponseSchema>;
