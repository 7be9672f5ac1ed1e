// Reading untrusted JSON (messages, what localStorage kept): is it an object, and its fields.

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value's fields, or none when it is not an object: each field is then checked on its own. */
export const fieldsOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
