import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { browserApi } from "@/lib/api/browser";
import { isApiError } from "@/lib/api/errors";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { NumberingSystem } from "@/lib/domain/numbering";
import { PushRefused, pageCaches, pushSupported, readyRegistration, subscribeWith } from "@/lib/push/browser-push";
import { endpointInUse, forgetOrderNotice, orderNoticeOf, rememberOrderNotice } from "@/lib/push/order-notice-store";

/** The venue as the notification shows it: its name and icon (same-origin path). */
export interface PushVenue {
  readonly name: string;
  readonly icon: string;
}

export type OrderPushPhase = "unsupported" | "off" | "turning-on" | "on" | "turning-off" | "ended";
/**
 * denied: the guest (or the browser) declined notifications; unavailable: the browser would not
 * subscribe (a private window, a push service out of reach); failed: anything else went wrong.
 */
export type OrderPushNote = "denied" | "unavailable" | "failed" | null;

interface OrderPushState {
  readonly phase: OrderPushPhase;
  readonly note: OrderPushNote;
}

interface OrderPushOptions {
  readonly lang: LanguageCode;
  readonly uuid: string;
  readonly venue: PushVenue;
  readonly numbering: NumberingSystem;
}

/** What the browser supports does not change while the page is open. */
const noChanges = () => () => undefined;

/** After a failure: an ended order (409) offers nothing more; else the phase it was in, with a note. */
function failed(error: unknown, phase: OrderPushPhase): OrderPushState {
  if (isApiError(error) && error.status === 409) return { phase: "ended", note: null };
  return { phase, note: error instanceof PushRefused ? "unavailable" : "failed" };
}

/** This browser's subscription, when it has one and this order was stored with it. */
async function subscribedHere(uuid: string): Promise<boolean> {
  const storage = pageCaches();
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!storage || !subscription) return false;
  return (await orderNoticeOf(storage, uuid))?.endpoint === subscription.endpoint;
}

/**
 * "Tell me when it's ready" (issue 29): on a tap, the permission, the venue API's key, the browser's
 * subscription, then the order's (PUT with the device's member key); off again with DELETE. A 409 means
 * the order has ended: nothing more is offered.
 */
export function useOrderPush({ lang, uuid, venue, numbering }: OrderPushOptions) {
  // Decided after hydration: the server cannot know what the browser supports.
  const supported = useSyncExternalStore(noChanges, pushSupported, () => false);
  const [state, setState] = useState<OrderPushState>({ phase: "off", note: null });

  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    subscribedHere(uuid)
      .then((on) => {
        if (on && !cancelled) setState({ phase: "on", note: null });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [supported, uuid]);

  const turnOn = useCallback(async () => {
    // Asked for within the tap: browsers refuse a prompt that no gesture started.
    const permission = Notification.requestPermission();
    setState({ phase: "turning-on", note: null });
    try {
      const answer = await permission;
      if (answer !== "granted") {
        setState({ phase: "off", note: answer === "denied" ? "denied" : null });
        return;
      }
      const api = browserApi();
      const [{ public_key }, registration] = await Promise.all([api.getOrderPushKey(lang, uuid), readyRegistration()]);
      const subscription = await subscribeWith(registration.pushManager, public_key);
      await api.subscribeToOrderPush(lang, uuid, subscription.toJSON());
      const storage = pageCaches();
      const notice = { venue: venue.name, icon: venue.icon, numbering, endpoint: subscription.endpoint };
      // Without the entry the worker still words the notification, under a generic title.
      if (storage) await rememberOrderNotice(storage, uuid, notice).catch(() => undefined);
      setState({ phase: "on", note: null });
    } catch (error) {
      setState(failed(error, "off"));
    }
  }, [lang, uuid, venue.name, venue.icon, numbering]);

  const turnOff = useCallback(async () => {
    setState({ phase: "turning-off", note: null });
    try {
      const storage = pageCaches();
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      const endpoint = subscription?.endpoint ?? (storage ? (await orderNoticeOf(storage, uuid))?.endpoint : undefined);
      if (endpoint) await browserApi().unsubscribeFromOrderPush(lang, uuid, endpoint);
      if (storage) await forgetOrderNotice(storage, uuid);
      // The browser's subscription is shared by every order it follows: ended only with the last one.
      if (subscription && !(storage && (await endpointInUse(storage, subscription.endpoint)))) await subscription.unsubscribe();
      setState({ phase: "off", note: null });
    } catch (error) {
      setState(failed(error, "on"));
    }
  }, [lang, uuid]);

  return supported ? { ...state, turnOn, turnOff } : { phase: "unsupported" as const, note: null, turnOn, turnOff };
}
