import { z } from "zod";

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
// bcrypt reads at most 72 bytes; longer passwords would be silently truncated.
export const PASSWORD_MAX_BYTES = 72;

const byteLength = (s: string) => new TextEncoder().encode(s).length;
// Letters and digits of any script, with the separators people put in school usernames.
const USERNAME_CHARS = /^[\p{L}\p{N}](?:[\p{L}\p{N} ._@'-]*[\p{L}\p{N}])?$/u;

export const MESSAGES = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  usernameMin: `Username must be at least ${USERNAME_MIN} characters`,
  usernameMax: `Username must be at most ${USERNAME_MAX} characters`,
  usernameChars: "Username may contain only letters, numbers, spaces and . _ @ ' -",
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX_BYTES} bytes`,
  newPasswordMin: `Password must be at least ${PASSWORD_MIN} characters when changing password`,
  isAdminType: "isAdmin must be true or false",
  changePasswordType: "changePassword must be true or false",
} as const;

const password = (min: string) =>
  z
    .string({ error: MESSAGES.passwordRequired })
    .min(PASSWORD_MIN, min)
    .refine((p) => byteLength(p) <= PASSWORD_MAX_BYTES, MESSAGES.passwordMax);

const username = z
  .string({ error: MESSAGES.usernameRequired })
  .trim()
  .min(USERNAME_MIN, MESSAGES.usernameMin)
  .max(USERNAME_MAX, MESSAGES.usernameMax)
  .regex(USERNAME_CHARS, MESSAGES.usernameChars);

export const loginSchema = z.strictObject({
  username: z.string({ error: MESSAGES.usernameRequired }).trim().min(1, MESSAGES.usernameRequired).max(200),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(1000),
});

export const createUserSchema = z.strictObject({
  username,
  password: password(MESSAGES.passwordMin),
  isAdmin: z.boolean({ error: MESSAGES.isAdminType }).default(false),
});

export const updateUserSchema = z
  .strictObject({
    username,
    isAdmin: z.boolean({ error: MESSAGES.isAdminType }),
    changePassword: z.boolean({ error: MESSAGES.changePasswordType }).default(false),
    newPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.changePassword) return;
    const p = v.newPassword ?? "";
    if (p.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: MESSAGES.newPasswordMin });
    } else if (byteLength(p) > PASSWORD_MAX_BYTES) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: MESSAGES.passwordMax });
    }
  });

export type CreateUserInput = z.input<typeof createUserSchema>;
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** A user as the API shows it: never the password hash. createdAt is an ISO string. */
export interface PublicUser {
  id: number;
  username: string;
  isAdmin: boolean;
  createdAt: string;
}

export interface LoginResponse {
  user: PublicUser;
}

export interface StatsResponse {
  totalApiCalls: number;
  successfulApiCalls: number;
  totalUsers: number;
  adminUsers: number;
}
