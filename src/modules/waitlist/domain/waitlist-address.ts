/** Addresses are kept trimmed and lowercased: the list holds each mailbox once, however it was typed. */
export const waitlistAddress = (email: string): string => email.trim().toLowerCase();
