import { randomUUID } from 'node:crypto';
import { contactMessageSchema, MESSAGES, serviceRequestSchema } from '@kanak/domain';
import { HttpError } from '../../http-error.ts';
import { putPrivateTracked, settlePrivateUploads } from '../../providers/storage/private-uploads.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { BAD_IMAGE_MESSAGE, sniffImage } from './image-upload.ts';
import { insertContactMessage, insertServiceRequest, type RequestKind } from './requests.repository.ts';
import { issuesToErrors } from './zod-issues.ts';

/** A request form as read from the body: text fields and the optional photo. */
export interface RequestForm {
  fields: Record<string, string>;
  image?: Buffer | undefined;
}

/** The first field's message leads; every field's messages follow (SPEC §5 form errors). */
function invalid(issues: Parameters<typeof issuesToErrors>[0]): HttpError {
  const fieldErrors = issuesToErrors(issues);
  return new HttpError(422, Object.values(fieldErrors)[0]?.[0] ?? MESSAGES.generic.invalidForm, fieldErrors);
}

/** Stores a customise or bulk-order request; its photo goes to private storage. */
export async function submitRequest(
  deps: Pick<ServiceDeps, 'database' | 'storage'>,
  kind: RequestKind,
  form: RequestForm,
  userId: number | undefined,
) {
  const { fields, image } = form;
  const type = image ? sniffImage(image) : undefined;
  if (image && !type) throw new HttpError(415, BAD_IMAGE_MESSAGE);
  const parsed = serviceRequestSchema.safeParse(fields);
  if (!parsed.success) throw invalid(parsed.error.issues);
  let imageKey: string | undefined;
  if (image && type) {
    // Customer uploads are private: only admins read them, never through a public URL.
    imageKey = `requests/${randomUUID()}.${type.ext}`;
    await putPrivateTracked(deps.database.db, deps.storage, imageKey, image);
  }
  // The file stops counting as an orphan only once its request row is committed.
  await deps.database.db.transaction(async (tx) => {
    await insertServiceRequest(tx, kind, parsed.data, imageKey, userId);
    if (imageKey) await settlePrivateUploads(tx, [imageKey]);
  });
  return { message: MESSAGES.forms.submitted };
}

export async function submitContactMessage(deps: Pick<ServiceDeps, 'database'>, fields: Record<string, string>) {
  const parsed = contactMessageSchema.safeParse(fields);
  if (!parsed.success) throw invalid(parsed.error.issues);
  await insertContactMessage(deps.database.db, parsed.data);
  return { message: MESSAGES.requests.contactThanks };
}
