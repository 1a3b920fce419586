/**
 * The identity domain's GraphQL object types (docs/identity.md#identity-api: User, Address, Auth
 * payload, Code-send result). Other domains add their own fields to User (loyalty: loyaltyLevel).
 */
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { AccessLevel, Sex } from "../graphql/enums.ts";
import type { CodeSendResult as CodeSendResultValue } from "./send-code.ts";
import type { UserRow } from "./user-service.ts";

export const RegistrationSource = builder.enumType("RegistrationSource", {
  values: t.registrationSourceValues,
});

export const User = builder.objectRef<UserRow>("User").implement({
  description: "A signed-in shopper's own profile; no query ever returns another user's.",
  fields: (f) => ({
    id: f.exposeID("id"),
    registrationSource: f.expose("registrationSource", { type: RegistrationSource }),
    name: f.exposeString("name", { nullable: true }),
    surname: f.exposeString("surname", { nullable: true }),
    lastname: f.exposeString("lastname", { nullable: true }),
    avatarUrl: f.exposeString("avatarUrl", { nullable: true }),
    sex: f.expose("sex", { type: Sex, nullable: true }),
    phone: f.exposeString("phone", { nullable: true, description: "+7XXXXXXXXXX" }),
    email: f.exposeString("email", { nullable: true }),
    accessLevel: f.expose("accessLevel", { type: AccessLevel }),
    createdAt: f.string({ resolve: (user) => user.createdAt.toISOString() }),
  }),
});

export interface AuthDataValue {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

export const AuthData = builder.objectRef<AuthDataValue>("AuthData").implement({
  fields: (f) => ({
    accessToken: f.exposeString("accessToken", {
      description:
        "A JWT for `Authorization: Bearer`; short-lived, its exp claim is authoritative.",
    }),
    accessTokenExpiresAt: f.string({ resolve: (data) => data.accessTokenExpiresAt.toISOString() }),
    refreshToken: f.exposeString("refreshToken", {
      description: "Single use: refreshTokens spends it and answers its successor.",
    }),
    refreshTokenExpiresAt: f.string({
      resolve: (data) => data.refreshTokenExpiresAt.toISOString(),
    }),
  }),
});

export const AuthPayload = builder
  .objectRef<{ user: UserRow; authData: AuthDataValue }>("AuthPayload")
  .implement({
    fields: (f) => ({
      user: f.field({ type: User, resolve: (payload) => payload.user }),
      authData: f.field({ type: AuthData, resolve: (payload) => payload.authData }),
    }),
  });

export const CodeSendStatus = builder.enumType("CodeSendStatus", {
  values: {
    SENT: { description: "A new code is on its way." },
    COOLDOWN: {
      description:
        "No new code: this phone or e-mail had one a moment ago (or five this hour); its own cooldown runs until cooldownUntil.",
    },
    LIMITED: {
      description:
        "No code: this device or address asked for too many this hour, whatever the phones or e-mails; it may ask again at cooldownUntil. Not any number's cooldown.",
    },
  },
});

export const CodeSendResult = builder.objectRef<CodeSendResultValue>("CodeSendResult").implement({
  fields: (f) => ({
    status: f.expose("status", { type: CodeSendStatus }),
    cooldownUntil: f.string({
      description: "ISO time from which another code may be asked for.",
      resolve: (result) => result.cooldownUntil.toISOString(),
    }),
  }),
});

export const Address = builder.objectRef<typeof t.address.$inferSelect>("Address").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    userId: f.exposeID("userId"),
    country: f.exposeString("country"),
    countryId: f.exposeID("countryId", { nullable: true }),
    city: f.exposeString("city"),
    cityId: f.exposeID("cityId", { nullable: true }),
    street: f.exposeString("street"),
    house: f.exposeString("house"),
    apartment: f.exposeString("apartment", { nullable: true }),
    building: f.exposeString("building", { nullable: true }),
    index: f.exposeString("index", { nullable: true }),
    latitude: f.exposeFloat("latitude", { nullable: true }),
    longitude: f.exposeFloat("longitude", { nullable: true }),
    createdAt: f.string({ resolve: (address) => address.createdAt.toISOString() }),
  }),
});
