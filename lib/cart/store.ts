import { createJSONStorage, persist } from "zustand/middleware";
import { createStore } from "zustand/vanilla";
import { addLine, rememberAddress, removeLine, setLineQuantity } from "./lines";
import type { CartLine, OrderLocationType, OrderType, PaymentType, SavedAddress } from "./types";

/**
 * The cart state of 001 section 3. Totals, discount and the minimum-order error are not stored:
 * they are derived from the lines and the menu with lib/domain whenever they are shown.
 */
export interface CartState {
  products: CartLine[];
  orderType: OrderType;
  paymentType: PaymentType;
  orderLocation: string | null;
  orderLocationType: OrderLocationType | null;
  coupon: string;
  orderComments: string;
  enableWishlist: boolean;
  tipsAmount: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carNumber: string;
  savedAddresses: SavedAddress[];
}

export interface CartActions {
  addLine: (line: CartLine) => void;
  removeLine: (uuid: string) => void;
  setLineQuantity: (uuid: string, qty: number) => void;
  setOrderType: (orderType: OrderType) => void;
  setPaymentType: (paymentType: PaymentType) => void;
  setOrderLocation: (location: string | null, type: OrderLocationType | null) => void;
  setCoupon: (code: string) => void;
  setOrderComments: (text: string) => void;
  setEnableWishlist: (enabled: boolean) => void;
  setCustomer: (fields: Partial<Pick<CartState, "customerName" | "customerEmail" | "customerPhone" | "carNumber">>) => void;
  saveAddress: (address: SavedAddress) => void;
  clear: () => void;
}

export type CartStore = CartState & CartActions;

/** 001 section 3: default order type delivery, default payment type cash, tips 0.000. */
export const initialCartState: CartState = {
  products: [],
  orderType: "delivery",
  paymentType: "cash",
  orderLocation: null,
  orderLocationType: null,
  coupon: "",
  orderComments: "",
  enableWishlist: false,
  tipsAmount: 0,
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  carNumber: "",
  savedAddresses: [],
};

/** Only the customer fields and saved addresses persist across visits (001 section 3). */
export function persistedPart(state: CartState) {
  const { customerName, customerEmail, customerPhone, carNumber, savedAddresses } = state;
  return { customerName, customerEmail, customerPhone, carNumber, savedAddresses };
}

export type PersistedCart = ReturnType<typeof persistedPart>;

export function createCartStore(storageKey: string, initial: Partial<CartState> = {}) {
  return createStore<CartStore>()(
    persist<CartStore, [], [], PersistedCart>(
      (set) => ({
        ...initialCartState,
        ...initial,
        addLine: (line) => set((state) => ({ products: addLine(state.products, line) })),
        removeLine: (uuid) => set((state) => ({ products: removeLine(state.products, uuid) })),
        setLineQuantity: (uuid, qty) => set((state) => ({ products: setLineQuantity(state.products, uuid, qty) })),
        setOrderType: (orderType) => set({ orderType }),
        setPaymentType: (paymentType) => set({ paymentType }),
        setOrderLocation: (orderLocation, orderLocationType) => set({ orderLocation, orderLocationType }),
        setCoupon: (coupon) => set({ coupon }),
        setOrderComments: (orderComments) => set({ orderComments }),
        setEnableWishlist: (enableWishlist) => set({ enableWishlist }),
        setCustomer: (fields) => set(fields),
        saveAddress: (address) => set((state) => ({ savedAddresses: rememberAddress(state.savedAddresses, address) })),
        clear: () => set((state) => ({ ...initialCartState, ...persistedPart(state) })),
      }),
      { name: storageKey, storage: createJSONStorage(() => localStorage), partialize: persistedPart },
    ),
  );
}

export type CartStoreApi = ReturnType<typeof createCartStore>;
