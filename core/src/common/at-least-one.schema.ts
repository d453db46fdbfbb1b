/** A partial update's rule: at least one field is sent, so an empty PATCH is a mistake the person hears about. */
export const atLeastOne = <T extends Record<string, unknown>>(value: T) => Object.values(value).some((field) => field !== undefined);
