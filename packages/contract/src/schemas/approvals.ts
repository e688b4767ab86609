import { z } from 'zod';
import {
  ADDRESS_CATEGORIES,
  ADDRESS_STATES,
  CONTACT_CATEGORIES,
  FEEDBACK_MAX_LENGTH,
  USER_STATES,
} from '../constants.js';
import { MESSAGE } from '../messages.js';
import { companyProfileSchema } from './companies.js';
import {
  addressLinesShape,
  refuseControlCharacters,
  unknownFieldError,
  wholeNumberParamSchema,
} from './primitives.js';

/** A mailed approval code as the link carries it (the server tells an unknown one apart). */
const tokenSchema = z
  .string({ error: MESSAGE.required })
  .min(1, { error: MESSAGE.required })
  .max(200, { error: MESSAGE.maxLength });

/** GET accounts:api_client_confirmation / api_client_address_confirmation query. */
export const approvalTokenQuerySchema = z.strictObject({ token: tokenSchema }, unknownFieldError);
export type ApprovalTokenQuery = z.infer<typeof approvalTokenQuerySchema>;

/** The approver's rejection feedback: optional, at most 300 characters (spec section 5). */
export const feedbackSchema = refuseControlCharacters(
  z.string({ error: MESSAGE.invalid }).max(FEEDBACK_MAX_LENGTH, { error: MESSAGE.maxLength }),
);

/** The approval screens' form: the feedback only (the buttons give the decision). */
export const approvalFeedbackFormSchema = z.object({ feedback: feedbackSchema });
export type ApprovalFeedbackForm = z.infer<typeof approvalFeedbackFormSchema>;

/** POST body of both approval calls: approve, or reject with an optional feedback. */
export const approvalDecisionSchema = z
  .strictObject(
    {
      token: tokenSchema,
      approved: z.boolean({ error: MESSAGE.required }),
      feedback: feedbackSchema.default(''),
    },
    unknownFieldError,
  )
  .meta({ id: 'ApprovalDecision' });
export type ApprovalDecision = z.input<typeof approvalDecisionSchema>;

/** The company as the approvers see it: its profile without the ordering state. */
export const approvalCompanyProfileSchema = companyProfileSchema
  .pick({
    pk: true,
    name: true,
    cofor6: true,
    cofor10: true,
    company_group: true,
    vat_identification_no: true,
    duns: true,
    destination: true,
    part_numbers: true,
  })
  .meta({ id: 'ApprovalCompanyProfile' });
export type ApprovalCompanyProfile = z.infer<typeof approvalCompanyProfileSchema>;

export const approvalAddressSchema = z.object({
  pk: z.number().int(),
  category: z.enum(ADDRESS_CATEGORIES),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  country_code: z.string(),
  address_details: z.string(),
  /** Whether the car-maker approved it already (an additional user's company has approved and waiting ones). */
  state: z.enum(ADDRESS_STATES),
});

export const approvalContactSchema = z.object({
  pk: z.number().int(),
  category: z.enum(CONTACT_CATEGORIES),
  email: z.string(),
});

/** GET accounts:api_client_confirmation: what the approver decides on (spec section 3). */
export const userApprovalDataSchema = z
  .object({
    first_user: z.boolean(),
    user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
    company_profile: approvalCompanyProfileSchema,
    addresses: z.array(approvalAddressSchema),
    contacts: z.array(approvalContactSchema),
    /** The product groups (quota categories) the company asked for. */
    product_group_rights: z.array(z.string()),
    /** The registrant did not find their COFOR6 in the supplier file (register case COFOR6_UNKNOWN). */
    cofor6_unknown: z.boolean(),
    /** The registrant's COFOR6 is the start of another portal company's account id (decision 120). */
    cofor6_found_in_cofor_10: z.boolean(),
    state: z.enum(USER_STATES),
  })
  .meta({ id: 'UserApprovalData' });
export type UserApprovalData = z.infer<typeof userApprovalDataSchema>;

/** What an approval POST did. */
export const approvalResultSchema = z
  .object({ outcome: z.enum(['APPROVED', 'REJECTED']) })
  .meta({ id: 'ApprovalResult' });
export type ApprovalResult = z.infer<typeof approvalResultSchema>;

/** A previously approved version of an address. */
export const addressVersionSchema = z.object({
  ...addressLinesShape,
  country: z.string(),
  approved_at: z.string(),
});
export type AddressVersion = z.infer<typeof addressVersionSchema>;

/** GET accounts:api_client_address_confirmation: the address, its company, previous approved versions. */
export const addressApprovalDataSchema = z
  .object({
    address: z.object({
      pk: z.number().int(),
      category: z.enum(ADDRESS_CATEGORIES),
      company_id: z.string(),
      ...addressLinesShape,
      country: z.string(),
      state: z.enum(ADDRESS_STATES),
    }),
    company_profile: approvalCompanyProfileSchema,
    /** Newest first; the screen shows the first. */
    history: z.array(addressVersionSchema),
  })
  .meta({ id: 'AddressApprovalData' });
export type AddressApprovalData = z.infer<typeof addressApprovalDataSchema>;

/** GET backoffice:api_user_list query: users of a state, by id after a cursor (keyset paging). */
export const backofficeUserListQuerySchema = z.strictObject(
  {
    /** A state, or ALL (issue 12); the waiting users by default. */
    state: z.enum(['ALL', ...USER_STATES], { error: MESSAGE.invalid }).default('CS_APPROVAL_REQUESTED'),
    /** Part of the e-mail, first or last name, company name or account id, any case (issue 12). */
    q: refuseControlCharacters(z.string().trim().max(100, { error: MESSAGE.maxLength })).optional(),
    after: wholeNumberParamSchema({ min: 0, max: 2_147_483_647 }).default(0),
    limit: wholeNumberParamSchema({ min: 1, max: 100 }).default(25),
  },
  unknownFieldError,
);
export type BackofficeUserListQuery = z.input<typeof backofficeUserListQuerySchema>;

export const backofficeUserSchema = z
  .object({
    pk: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string(),
    account_id: z.string(),
    state: z.enum(USER_STATES),
    registered_at: z.string(),
    is_active: z.boolean(),
  })
  .meta({ id: 'BackofficeUser' });
export type BackofficeUser = z.infer<typeof backofficeUserSchema>;

export const backofficeUserPageSchema = z
  .object({
    results: z.array(backofficeUserSchema),
    /** The cursor of the next page (the last row's id), or null when this page is the last. */
    next_after: z.number().int().nullable(),
  })
  .meta({ id: 'BackofficeUserPage' });
export type BackofficeUserPage = z.infer<typeof backofficeUserPageSchema>;

export const activatedUserSchema = z
  .object({ pk: z.number().int(), state: z.enum(USER_STATES), is_active: z.boolean() })
  .meta({ id: 'ActivatedUser' });
