/**
 * Staff-account and support-request rules, shared by the admin forms (formik) and the API. E-mail and password
 * follow the login limits, so every account created here can sign in.
 */
import { mixed, object, string } from 'yup';
import { ROLE_GROUPS } from '@vitrin/shared-libs/auth/areaRoles';
import type { RoleGroup } from '@vitrin/shared-libs/types/api';
import { SUPPORT_CATEGORIES, type SupportCategory } from '@vitrin/shared-libs/types/staff';
import { LOGIN_LIMITS, LOGIN_MESSAGES } from '@vitrin/shared-libs/validation/login';
import { tooLong } from '@vitrin/shared-libs/validation/messages';

export const STAFF_MESSAGES = {
  ...LOGIN_MESSAGES,
  max100: tooLong(100),
  max255: tooLong(255),
  max5000: tooLong(5000),
  roleGroup: 'Geçerli Bir Yetki Grubu Seçiniz',
  category: 'Geçerli Bir Kategori Seçiniz',
} as const;

const password = string()
  .required(STAFF_MESSAGES.required)
  .min(LOGIN_LIMITS.passwordMin, STAFF_MESSAGES.min6)
  .max(LOGIN_LIMITS.passwordMax, STAFF_MESSAGES.max21);

const userFields = {
  name: string().trim().required(STAFF_MESSAGES.required).max(100, STAFF_MESSAGES.max100),
  email: string()
    .trim()
    .lowercase()
    .required(STAFF_MESSAGES.required)
    .email(STAFF_MESSAGES.email)
    .min(LOGIN_LIMITS.emailMin, STAFF_MESSAGES.min6)
    .max(LOGIN_LIMITS.emailMax, STAFF_MESSAGES.max50),
  role_group: mixed<RoleGroup>()
    .required(STAFF_MESSAGES.required)
    .oneOf([...ROLE_GROUPS], STAFF_MESSAGES.roleGroup),
};

export const userCreateSchema = object({ ...userFields, password });
export const userUpdateSchema = object(userFields);
export const passwordResetSchema = object({ password });

export const supportRequestSchema = object({
  subject: string().trim().required(STAFF_MESSAGES.required).max(255, STAFF_MESSAGES.max255),
  category: mixed<SupportCategory>()
    .required(STAFF_MESSAGES.required)
    .oneOf([...SUPPORT_CATEGORIES], STAFF_MESSAGES.category),
  message: string().trim().required(STAFF_MESSAGES.required).max(5000, STAFF_MESSAGES.max5000),
});
