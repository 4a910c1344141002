import { persist } from "zustand/middleware";
import { createStore } from "zustand/vanilla";
import { NO_DIETARY_FILTER, type DietaryFilter } from "@/lib/domain/dietary-filter";
import { addLine, rememberAddress, removeLine, setLineQuantity } from "./lines";
import { cartStorage } from "./storage";
import { storedDietaryFilter } from "./stored-dietary-filter";
import type { CartLine, DeliveryLocation, OrderLocationType, OrderType, PaymentType, SavedAddress } from "./types";

/**
 * The cart state of 001 section 3. Totals, discount and the minimum-order error are not stored:
 * they are derived from the lines and the menu with lib/domain whenever they are shown.
 */
export interface CartState {
  products: CartLine[];
  orderType: OrderType;
  paymentType: PaymentType;
  /** The guest picked the payment type (the cart always holds one, so "none chosen" of 001 section 4 needs this). */
  paymentTypeChosen: boolean;
  orderLocation: string | null;
  orderLocationType: OrderLocationType | null;
  /**
   * The deep link the location came from, "{t|r|a}/{token}": sent with the order as location_token,
   * since the venue API takes the table only from it (issue 10), never from orderLocation.
   */
  orderLocationToken: string | null;
  /** The online payment page of the order just placed; the cart sends the guest there. */
  paymentUrl: string | null;
  /**
   * The active order waits on its online payment (placed with a payment URL, not yet paid or paid
   * another way): the header shows no check mark for it (issue 11). The payment URL goes once the
   * gateway declined, this stays until the order is paid.
   */
  awaitingPayment: boolean;
  delivery: DeliveryLocation;
  coupon: string;
  invalidCoupon: boolean;
  /** The employee id verified with the employee's phone (001 section 4, employee discount); "" for none. */
  employeeId: string;
  /** The venue API refused the employee id entered: the box's input is flagged (001 section 8). */
  invalidEmployeeDiscount: boolean;
  /** The verified employee's phone is the order's: the checkout's phone field is locked. */
  disableCustomerPhone: boolean;
  orderComments: string;
  enableWishlist: boolean;
  tipsAmount: number;
  /** The order placed from this cart (uuid) while it is active: the header's check mark and the order screen. */
  activeOrder: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carNumber: string;
  savedAddresses: SavedAddress[];
  /**
   * The guest's dietary filter at this venue (issue 16): a preference of the device, not of an order, so
   * it lasts across visits and outlives clear() and orderPlaced.
   */
  dietaryFilter: DietaryFilter;
}

export interface CartActions {
  addLine: (line: CartLine) => void;
  removeLine: (uuid: string) => void;
  setLineQuantity: (uuid: string, qty: number) => void;
  setOrderType: (orderType: OrderType) => void;
  setPaymentType: (paymentType: PaymentType) => void;
  /** The guest's own choice, which the automatic default then keeps. */
  choosePaymentType: (paymentType: PaymentType) => void;
  /** The location, its type and the link token it was read from (null when cleared). */
  setOrderLocation: (location: string | null, type: OrderLocationType | null, token?: string | null) => void;
  setCoupon: (code: string, invalid?: boolean) => void;
  /**
   * A verified employee (lib/domain verifiedEmployee): the id; the phone of the pair becomes the
   * customer phone, locked when it is the employee's own as the venue API answered it.
   */
  applyEmployee: (employee: { employeeId: string; phone: string; lockPhone: boolean }) => void;
  /** Remove Discount: the id and the phone lock go; the phone itself stays the guest's. */
  removeEmployee: () => void;
  /** Set when verification fails, cleared when the guest edits the id. */
  setInvalidEmployeeDiscount: (invalid: boolean) => void;
  setPaymentUrl: (url: string | null) => void;
  /** The active order's payment as its order screen or return screen last read it (issue 11). */
  setOrderPayment: (payment: { paymentUrl: string | null; awaitingPayment: boolean }) => void;
  setDelivery: (delivery: Partial<DeliveryLocation>) => void;
  clearDelivery: () => void;
  setActiveOrder: (uuid: string | null) => void;
  /**
   * After an order is placed: the lines, coupon and comments go; the location, the customer and the
   * verified employee (with the phone lock) stay for the tab, as the guest is still that employee.
   */
  orderPlaced: (uuid: string, paymentUrl: string | null) => void;
  setOrderComments: (text: string) => void;
  setEnableWishlist: (enabled: boolean) => void;
  setCustomer: (fields: Partial<Pick<CartState, "customerName" | "customerEmail" | "customerPhone" | "carNumber">>) => void;
  saveAddress: (address: SavedAddress) => void;
  setDietaryFilter: (filter: DietaryFilter) => void;
  clear: () => void;
}

export type CartStore = CartState & CartActions;

export const emptyDelivery: DeliveryLocation = {
  location: null,
  confirmed: false,
  formattedAddress: "",
  placeData: null,
  details: { flat_no: "", building_premise: "", area_street: "", landmark: "" },
  fees: null,
};

/** 001 section 3: default order type delivery, default payment type cash, tips 0.000. */
export const initialCartState: CartState = {
  products: [],
  orderType: "delivery",
  paymentType: "cash",
  paymentTypeChosen: false,
  orderLocation: null,
  orderLocationType: null,
  orderLocationToken: null,
  paymentUrl: null,
  awaitingPayment: false,
  delivery: emptyDelivery,
  coupon: "",
  invalidCoupon: false,
  employeeId: "",
  invalidEmployeeDiscount: false,
  disableCustomerPhone: false,
  orderComments: "",
  enableWishlist: false,
  tipsAmount: 0,
  activeOrder: null,
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  carNumber: "",
  savedAddresses: [],
  dietaryFilter: NO_DIETARY_FILTER,
};

/** Only the customer fields and saved addresses persist across visits (001 section 3), and the dietary filter. */
export function persistedPart(state: CartState) {
  const { customerName, customerEmail, customerPhone, carNumber, savedAddresses, dietaryFilter } = state;
  return { customerName, customerEmail, customerPhone, carNumber, savedAddresses, dietaryFilter };
}

/**
 * The rest of the cart lasts as long as the browser tab (sessionStorage): a reload, or the return
 * from a payment page, must not empty it, but a new visit starts afresh.
 */
export function sessionPart(state: CartState) {
  const {
    products,
    orderType,
    paymentType,
    paymentTypeChosen,
    orderLocation,
    orderLocationType,
    orderLocationToken,
    paymentUrl,
    delivery,
    coupon,
    invalidCoupon,
  } = state;
  const { orderComments, enableWishlist, tipsAmount, activeOrder, awaitingPayment } = state;
  const { employeeId, invalidEmployeeDiscount, disableCustomerPhone } = state;
  return {
    products,
    orderType,
    paymentType,
    paymentTypeChosen,
    orderLocation,
    orderLocationType,
    orderLocationToken,
    paymentUrl,
    delivery,
    coupon,
    invalidCoupon,
    orderComments,
    enableWishlist,
    tipsAmount,
    activeOrder,
    awaitingPayment,
    employeeId,
    invalidEmployeeDiscount,
    disableCustomerPhone,
  };
}

export type PersistedCart = Partial<CartState>;

/**
 * The stored cart over the current one. The dietary filter is checked as it is read (storedDietaryFilter): it
 * applies on every catalogue screen, and a damaged one reads as no filter rather than hiding dishes wrongly.
 */
export function mergeStoredCart<S extends CartState>(stored: unknown, current: S): S {
  if (typeof stored !== "object" || stored === null) return current;
  const merged = { ...current, ...(stored as PersistedCart) };
  if ("dietaryFilter" in stored) merged.dietaryFilter = storedDietaryFilter(stored.dietaryFilter) ?? NO_DIETARY_FILTER;
  return merged;
}

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
        choosePaymentType: (paymentType) => set({ paymentType, paymentTypeChosen: true }),
        setOrderLocation: (orderLocation, orderLocationType, orderLocationToken = null) =>
          set({ orderLocation, orderLocationType, orderLocationToken: orderLocation === null ? null : orderLocationToken }),
        setCoupon: (coupon, invalid = false) => set({ coupon, invalidCoupon: invalid }),
        applyEmployee: ({ employeeId, phone, lockPhone }) =>
          set({ employeeId, customerPhone: phone, disableCustomerPhone: lockPhone, invalidEmployeeDiscount: false }),
        removeEmployee: () => set({ employeeId: "", invalidEmployeeDiscount: false, disableCustomerPhone: false }),
        setInvalidEmployeeDiscount: (invalidEmployeeDiscount) => set({ invalidEmployeeDiscount }),
        setPaymentUrl: (paymentUrl) => set({ paymentUrl }),
        setOrderPayment: ({ paymentUrl, awaitingPayment }) => set({ paymentUrl, awaitingPayment }),
        setDelivery: (delivery) => set((state) => ({ delivery: { ...state.delivery, ...delivery } })),
        clearDelivery: () => set({ delivery: emptyDelivery }),
        setActiveOrder: (activeOrder) => set({ activeOrder }),
        orderPlaced: (activeOrder, paymentUrl) =>
          set({
            activeOrder,
            paymentUrl,
            awaitingPayment: paymentUrl !== null,
            products: [],
            coupon: "",
            invalidCoupon: false,
            invalidEmployeeDiscount: false,
            orderComments: "",
            tipsAmount: 0,
          }),
        setOrderComments: (orderComments) => set({ orderComments }),
        setEnableWishlist: (enableWishlist) => set({ enableWishlist }),
        setCustomer: (fields) => set(fields),
        saveAddress: (address) => set((state) => ({ savedAddresses: rememberAddress(state.savedAddresses, address) })),
        setDietaryFilter: ({ require, avoid }) => set({ dietaryFilter: { require, avoid } }),
        clear: () => set((state) => ({ ...initialCartState, ...persistedPart(state) })),
      }),
      // Read at creation; the first (hydrating) render still uses the initial state, as the server did.
      {
        name: storageKey,
        storage: cartStorage(persistedPart, sessionPart),
        partialize: (state) => ({ ...persistedPart(state), ...sessionPart(state) }),
        merge: mergeStoredCart,
      },
    ),
  );
}

export type CartStoreApi = ReturnType<typeof createCartStore>;
