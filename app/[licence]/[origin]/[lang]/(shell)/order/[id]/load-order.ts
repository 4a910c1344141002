import "server-only";
import { isApiError } from "@/lib/api/errors";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Order } from "@/lib/api/schemas/order";
import { serverApi } from "@/lib/venue/api";
import { requestClientAddress, requestHost } from "@/lib/venue/licence";

/** The order as the venue API has it now (never cached), or null when the API knows no such order. */
export async function loadOrder(lang: LanguageCode, id: string): Promise<Order | null> {
  try {
    return await serverApi({ host: await requestHost(), clientAddress: await requestClientAddress() }).getOrder(lang, id, { cache: "no-store" });
  } catch (error) {
    // 404 for an unknown order; the typed client refuses an id it cannot put in a path (setup).
    if (isApiError(error) && (error.status === 404 || error.kind === "setup")) return null;
    throw error;
  }
}
