import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { browserApi } from "@/lib/api/browser";
import { employeeIdKey, verifiedEmployee } from "@/lib/domain/employee-discount";

export interface EmployeeDiscount {
  employeeId: string;
  invalid: boolean;
  /** loadingEmployeeDiscount: the verification call is running. */
  loading: boolean;
  /** Apply Discount: verifies the id with the phone (E.164) given. */
  apply: (typedId: string, phone: string) => void;
  remove: () => void;
  /** "Editing the field clears the invalid flag." */
  edited: () => void;
}

/**
 * The employee discount of 001 section 4 (partner venue): GET /iiko/af/verify-employee-id/{id}/ with
 * the phone, which the venue API requires (an id alone proves nothing, issue 10). A verified answer
 * sets the id and the employee's phone, locking the checkout's phone field; any failure flags the id.
 */
export function useEmployeeDiscount(menuId: number, menuCountry: string | null): EmployeeDiscount {
  const employeeId = useCartStore((state) => state.employeeId);
  const invalid = useCartStore((state) => state.invalidEmployeeDiscount);
  const applyEmployee = useCartStore((state) => state.applyEmployee);
  const removeEmployee = useCartStore((state) => state.removeEmployee);
  const setInvalid = useCartStore((state) => state.setInvalidEmployeeDiscount);
  const verify = useMutation({
    mutationFn: ({ id, phone }: { id: string; phone: string }) => browserApi().verifyEmployee(id, { phone, menu: menuId }),
    onSuccess: (answer, { phone }) => applyEmployee(verifiedEmployee(answer, phone, menuCountry)),
    onError: () => setInvalid(true),
  });
  const { mutate } = verify;

  const apply = useCallback((typedId: string, phone: string) => mutate({ id: employeeIdKey(typedId), phone }), [mutate]);
  const edited = useCallback(() => {
    if (invalid) setInvalid(false);
  }, [invalid, setInvalid]);
  return { employeeId, invalid, loading: verify.isPending, apply, remove: removeEmployee, edited };
}
