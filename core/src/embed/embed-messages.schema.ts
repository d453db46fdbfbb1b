import { z } from 'zod';

/**
 * Every message between a host page and the widget (docs/product.md §7), in both directions: flat JSON
 * objects with a `type` and their data beside it. Documented for site owners in docs/embedding.md.
 */
export const EMBED_PROTOCOL_VERSION = '1.0.0';

const route = z.string().min(1).max(200);
const size = z.number().finite().nonnegative();

/** From the host page to the widget. */
export const hostMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('AUTH_TOKEN'), token: z.string().min(20).max(200) }),
  z.strictObject({ type: z.literal('ROUTE_CHANGE'), route }),
  z.strictObject({ type: z.literal('NAVIGATE'), route }),
  z.strictObject({ type: z.literal('GET_SIZE') }),
]);
export type HostMessage = z.infer<typeof hostMessageSchema>;

/** From the widget to the host page. */
export const widgetMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('EMBED_READY'), version: z.literal(EMBED_PROTOCOL_VERSION) }),
  z.strictObject({ type: z.literal('SIZE_INFO'), height: size, width: size }),
  z.strictObject({ type: z.literal('SIZE_CHANGED'), height: size, width: size }),
  z.strictObject({ type: z.literal('ROUTE_CHANGED'), route }),
]);
export type WidgetMessage = z.infer<typeof widgetMessageSchema>;

/**
 * From the app's sign-in popup to the widget that opened it (both on the app's own origin): first
 * the popup asks which site the widget sits on, then it hands over the token made for that site.
 */
export const popupMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('WIDGET_HOST_REQUEST') }),
  z.strictObject({ type: z.literal('WIDGET_TOKEN'), token: z.string().min(20).max(200) }),
]);
export type PopupMessage = z.infer<typeof popupMessageSchema>;

/** The widget's answer to WIDGET_HOST_REQUEST: the origin of the page that frames it. */
export const widgetHostMessageSchema = z.strictObject({ type: z.literal('WIDGET_HOST'), origin: z.string().min(1).max(300) });
export type WidgetHostMessage = z.infer<typeof widgetHostMessageSchema>;

/** A message from the host, or null for anything else (junk is ignored, never thrown). */
export function readHostMessage(data: unknown): HostMessage | null {
  const parsed = hostMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function readWidgetMessage(data: unknown): WidgetMessage | null {
  const parsed = widgetMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function readPopupMessage(data: unknown): PopupMessage | null {
  const parsed = popupMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function readWidgetHostMessage(data: unknown): WidgetHostMessage | null {
  const parsed = widgetHostMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
